import Redis from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible"
import { forgetWhenDatabaseReplaced } from "../process-state"
import type { ContactEnv } from "./config"
import { tooMany } from "../accounts/throttle"

export type ContactThrottle = { byIp: RateLimiterAbstract; byEmail: RateLimiterAbstract }

let shared: ContactThrottle | undefined
let sharedRedis: Redis | null = null
forgetWhenDatabaseReplaced(() => {
  sharedRedis?.disconnect()
  sharedRedis = null
  shared = undefined
})

/**
 * The contact form's counters, like the account forms' (lib/accounts/throttle.ts): in memory for
 * one process, in Redis when REDIS_URL is set so that every server instance counts together.
 */
export function contactThrottle(env: ContactEnv, redisUrl: string | undefined): ContactThrottle {
  if (shared) return shared
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : null
  sharedRedis = redis
  // In memory while Redis cannot take a command, as the account forms do.
  const limiter = (keyPrefix: string, points: number) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: 3600,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: 3600 }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: 3600 })
  shared = {
    byIp: limiter("contact-ip", env.CONTACT_MESSAGES_PER_IP_PER_HOUR),
    byEmail: limiter("contact-email", env.CONTACT_MESSAGES_PER_EMAIL_PER_HOUR),
  }
  return shared
}

/**
 * Counts one message from this client address and this sender, or refuses it with 429. Both
 * limits hold: a robot cannot flood the shop from one address nor someone's inbox from many.
 */
export async function consumeContactAllowance(throttle: ContactThrottle, ip: string, email: string) {
  const checks: [RateLimiterAbstract, string][] = [
    [throttle.byIp, ip],
    [throttle.byEmail, email.toLowerCase()],
  ]
  for (const [limiter, key] of checks) {
    const state = await limiter.get(key)
    if (state && state.consumedPoints >= limiter.points) throw tooMany(state.msBeforeNext)
  }
  try {
    await Promise.all(checks.map(([limiter, key]) => limiter.consume(key)))
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext)
    throw error
  }
}
