import Redis from "ioredis"
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible"
import { ApiError } from "@dreamshade/contracts"
import type { BackendEnv } from "../env"
import { forgetWhenDatabaseReplaced } from "../process-state"

type ThrottleEnv = Pick<
  BackendEnv,
  | "REDIS_URL"
  | "LOGIN_MAX_FAILURES_PER_ACCOUNT"
  | "LOGIN_MAX_FAILURES_PER_IP"
  | "LOGIN_MAX_FAILURES_PER_EMAIL"
  | "LOGIN_BLOCK_SECONDS"
  | "ACCOUNT_EMAILS_PER_IP_PER_HOUR"
  | "HOOKS_MAX_REQUESTS_PER_MINUTE"
>

export type AccountThrottle = {
  /** Login attempts per e-mail *from one address*: the tight limit, which an attacker elsewhere cannot use up. */
  loginAttemptsByPair: RateLimiterAbstract
  loginAttemptsByIp: RateLimiterAbstract
  /** Login attempts per e-mail from every address together: a loose ceiling on spread-out guessing. */
  loginAttemptsByEmail: RateLimiterAbstract
  emailsByIp: RateLimiterAbstract
  /** E-mails (reset, activation) sent to one address per hour, whoever asks: no inbox flooding. */
  emailsByAddress: RateLimiterAbstract
  /** Review submissions per customer (plugins/reviews), guarded by the backend. */
  reviewsByCustomer: RateLimiterAbstract
  /** Attempts to pay an order again per customer: each mobile-money attempt rings a phone. */
  orderPaymentsByCustomer: RateLimiterAbstract
  /** Requests to `/hooks/*` (payment callbacks and webhooks, unauthenticated) per client address. */
  hooksByIp: RateLimiterAbstract
}

/** A shopper who lost a link asks again once or twice; more is someone else flooding the inbox. */
export const ACCOUNT_EMAILS_PER_ADDRESS_PER_HOUR = 3

/** Far above honest use (a review per product bought), far below a flood. */
export const REVIEWS_PER_CUSTOMER_PER_HOUR = 20

/** A shopper retries a refused payment a few times; more is someone pushing to a phone. */
export const ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR = 10

let shared: AccountThrottle | undefined
let sharedRedis: Redis | null = null
forgetWhenDatabaseReplaced(() => {
  sharedRedis?.disconnect()
  sharedRedis = null
  shared = undefined
})

/**
 * The counters behind login and e-mail throttling: in memory for one process, in Redis when
 * REDIS_URL is set so that every server instance counts together. One set per process.
 */
export function accountThrottle(env: ThrottleEnv): AccountThrottle {
  if (shared) return shared
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, lazyConnect: false }) : null
  sharedRedis = redis
  // While Redis cannot take a command (the first one, sent before the connection is up, or an
  // outage), this process counts alone in memory rather than fail the request (decision 031).
  const limiter = (keyPrefix: string, points: number, duration: number, blockDuration = 0) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration,
          blockDuration,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration, blockDuration }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration, blockDuration })
  shared = {
    loginAttemptsByPair: limiter("login-fail-account", env.LOGIN_MAX_FAILURES_PER_ACCOUNT, env.LOGIN_BLOCK_SECONDS, env.LOGIN_BLOCK_SECONDS),
    loginAttemptsByIp: limiter("login-fail-ip", env.LOGIN_MAX_FAILURES_PER_IP, env.LOGIN_BLOCK_SECONDS, env.LOGIN_BLOCK_SECONDS),
    loginAttemptsByEmail: limiter("login-fail-email", env.LOGIN_MAX_FAILURES_PER_EMAIL, env.LOGIN_BLOCK_SECONDS, env.LOGIN_BLOCK_SECONDS),
    emailsByIp: limiter("account-emails-ip", env.ACCOUNT_EMAILS_PER_IP_PER_HOUR, 3600),
    emailsByAddress: limiter("account-emails-address", ACCOUNT_EMAILS_PER_ADDRESS_PER_HOUR, 3600),
    reviewsByCustomer: limiter("reviews-customer", REVIEWS_PER_CUSTOMER_PER_HOUR, 3600),
    orderPaymentsByCustomer: limiter("order-payments-customer", ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR, 3600),
    hooksByIp: limiter("hooks-ip", env.HOOKS_MAX_REQUESTS_PER_MINUTE, 60),
  }
  return shared
}

export function tooMany(msBeforeNext: number) {
  return new ApiError("too_many_attempts", "Too many attempts. Please try again later.", {
    retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  })
}

export type LoginAttempt = {
  /** First, before anything is checked: a point per client address and per e-mail+address pair. */
  takeFromAddress: () => Promise<void>
  /** Once the captcha is solved: a point against the e-mail's ceiling, whatever the address. */
  takeFromEmail: () => Promise<void>
  /** The password was right: the points taken go back (the pair's count starts afresh). */
  giveBack: () => Promise<void>
}

/**
 * One sign-in attempt (shoppers' login and password change, staff login) for `email` from `ip`.
 * Points are taken *before* the password is checked, so parallel guesses are all counted, and a
 * right password gives them back. The tight limit is per e-mail+address pair: an attacker
 * elsewhere cannot lock the owner out; the per-e-mail ceiling is far looser and costs a solved
 * captcha per point, so spreading guesses over many addresses still ends somewhere.
 */
export function loginAttempt(throttle: AccountThrottle, kind: "customer" | "staff", email: string, ip: string): LoginAttempt {
  const account = email.trim().toLowerCase()
  const taken: { limiter: RateLimiterAbstract; key: string }[] = []
  const take = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key)
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext)
      throw error
    }
    taken.push({ limiter, key })
  }
  return {
    takeFromAddress: async () => {
      await take(throttle.loginAttemptsByIp, `${kind}:${ip}`)
      await take(throttle.loginAttemptsByPair, `${kind}:${account}|${ip}`)
    },
    takeFromEmail: () => take(throttle.loginAttemptsByEmail, `${kind}:${account}`),
    giveBack: async () => {
      await Promise.all(
        taken.map(({ limiter, key }) => (limiter === throttle.loginAttemptsByPair ? limiter.delete(key) : limiter.reward(key)))
      )
    },
  }
}

/**
 * Counts one e-mail-sending request (register, resend, reset) from this client address and, when
 * given, to this e-mail address; refuses it past either allowance.
 */
export async function consumeEmailAllowance(throttle: AccountThrottle, ip: string, recipient?: string) {
  try {
    await throttle.emailsByIp.consume(ip)
    if (recipient) await throttle.emailsByAddress.consume(recipient.trim().toLowerCase())
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext)
    throw error
  }
}
