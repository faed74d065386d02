import { describe, expect, it } from "vitest"
import { DEVELOPMENT_SECRETS, readBackendEnv } from "./env"

const realSecrets = { JWT_SECRET: "a".repeat(32), COOKIE_SECRET: "b".repeat(32), ALTCHA_HMAC_KEY: "c".repeat(32) }

describe("readBackendEnv", () => {
  it("has safe development defaults", () => {
    const env = readBackendEnv({})
    expect(env.JWT_SECRET).toBe(DEVELOPMENT_SECRETS.JWT_SECRET)
    expect(env.MEDUSA_WORKER_MODE).toBe("shared")
    expect(env.STORE_CORS).toBe("http://localhost:3000")
    expect(env.REDIS_URL).toBeUndefined()
    // The captcha's work in a shopper's browser (the test suites lower it: backend/vitest.config.ts).
    expect([env.ALTCHA_COST, env.ALTCHA_MAX_NUMBER]).toEqual([1000, 3000])
  })

  const production = {
    NODE_ENV: "production",
    STOREFRONT_URL: "https://dreamshade.cm",
    MEDUSA_BACKEND_URL: "https://api.dreamshade.cm",
  }

  it("refuses the development secrets in production, naming each variable", () => {
    expect(() => readBackendEnv(production)).toThrow(/JWT_SECRET is unset or the development value/)
    expect(readBackendEnv({ ...production, ...realSecrets }).JWT_SECRET).toBe(realSecrets.JWT_SECRET)
    const { ALTCHA_HMAC_KEY: _, ...withoutCaptchaKey } = realSecrets
    expect(() => readBackendEnv({ ...production, ...withoutCaptchaKey })).toThrow(/ALTCHA_HMAC_KEY is unset/)
    expect(() => readBackendEnv({ ...production, ...withoutCaptchaKey })).not.toThrow(/JWT_SECRET/)
  })

  it("refuses short secrets and http public addresses in production", () => {
    expect(() => readBackendEnv({ ...production, ...realSecrets, COOKIE_SECRET: "x".repeat(20) })).toThrow(
      /COOKIE_SECRET must be at least 32 characters/
    )
    expect(() => readBackendEnv({ ...production, ...realSecrets, STOREFRONT_URL: "http://dreamshade.cm" })).toThrow(
      /STOREFRONT_URL must be an https:\/\/ address/
    )
  })

  it("lets a local production build run with development secrets only when asked", () => {
    const env = readBackendEnv({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "true" })
    expect(env.COOKIE_SECRET).toBe(DEVELOPMENT_SECRETS.COOKIE_SECRET)
  })

  it("rejects an unknown worker mode and a malformed URL with the variable's name", () => {
    expect(() => readBackendEnv({ MEDUSA_WORKER_MODE: "both" })).toThrow(/MEDUSA_WORKER_MODE/)
    expect(() => readBackendEnv({ REDIS_URL: "not a url" })).toThrow(/REDIS_URL/)
  })

  it("normalises CORS lists", () => {
    expect(readBackendEnv({ STORE_CORS: " https://a.cm , https://b.cm ," }).STORE_CORS).toBe("https://a.cm,https://b.cm")
  })
})
