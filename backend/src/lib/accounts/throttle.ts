import Redis from "ioredis"
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible"
import type { BackendEnv } from "../env"
import { forgetWhenDatabaseReplaced } from "../process-state"
import { AccountError } from "./errors"

type ThrottleEnv = Pick<
  BackendEnv,
  | "REDIS_URL"
  | "LOGIN_MAX_FAILURES_PER_ACCOUNT"
  | "LOGIN_MAX_FAILURES_PER_IP"
  | "LOGIN_BLOCK_SECONDS"
  | "ACCOUNT_EMAILS_PER_IP_PER_HOUR"
>

export type AccountThrottle = {
  loginFailuresByAccount: RateLimiterAbstract
  loginFailuresByIp: RateLimiterAbstract
  emailsByIp: RateLimiterAbstract
  /** E-mails (reset, activation) sent to one address per hour, whoever asks: no inbox flooding. */
  emailsByAddress: RateLimiterAbstract
  /** Review submissions per customer (plugins/reviews), guarded by the backend. */
  reviewsByCustomer: RateLimiterAbstract
  /** Attempts to pay an order again per customer: each mobile-money attempt rings a phone. */
  orderPaymentsByCustomer: RateLimiterAbstract
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
    loginFailuresByAccount: limiter("login-fail-account", env.LOGIN_MAX_FAILURES_PER_ACCOUNT, env.LOGIN_BLOCK_SECONDS, env.LOGIN_BLOCK_SECONDS),
    loginFailuresByIp: limiter("login-fail-ip", env.LOGIN_MAX_FAILURES_PER_IP, env.LOGIN_BLOCK_SECONDS, env.LOGIN_BLOCK_SECONDS),
    emailsByIp: limiter("account-emails-ip", env.ACCOUNT_EMAILS_PER_IP_PER_HOUR, 3600),
    emailsByAddress: limiter("account-emails-address", ACCOUNT_EMAILS_PER_ADDRESS_PER_HOUR, 3600),
    reviewsByCustomer: limiter("reviews-customer", REVIEWS_PER_CUSTOMER_PER_HOUR, 3600),
    orderPaymentsByCustomer: limiter("order-payments-customer", ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR, 3600),
  }
  return shared
}

function tooMany(msBeforeNext: number) {
  return new AccountError("too_many_attempts", "Too many attempts. Please try again later.", {
    retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  })
}

/** Refuses a login while the account or the client address has used up its failures. */
export async function requireLoginAllowed(throttle: AccountThrottle, email: string, ip: string) {
  const checks: [RateLimiterAbstract, string][] = [
    [throttle.loginFailuresByAccount, email],
    [throttle.loginFailuresByIp, ip],
  ]
  for (const [limiter, key] of checks) {
    const state = await limiter.get(key)
    if (state && state.consumedPoints >= limiter.points) throw tooMany(state.msBeforeNext)
  }
}

export async function recordLoginFailure(throttle: AccountThrottle, email: string, ip: string) {
  await Promise.all([
    throttle.loginFailuresByAccount.consume(email).catch(ignoreLimitReached),
    throttle.loginFailuresByIp.consume(ip).catch(ignoreLimitReached),
  ])
}

/** A successful login starts the account's count afresh; the address keeps its count. */
export async function recordLoginSuccess(throttle: AccountThrottle, email: string) {
  await throttle.loginFailuresByAccount.delete(email)
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

function ignoreLimitReached(error: unknown) {
  if (error instanceof RateLimiterRes) return
  throw error
}
