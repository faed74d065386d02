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

  describe("TRUSTED_PROXIES", () => {
    it("refuses a range that trusts every address, whatever the mode, naming the variable", () => {
      for (const everything of ["0.0.0.0/0", "::/0", "loopback,0.0.0.0/0.0.0.0", "0.0.0.0/1,128.0.0.0/1", "::/1,8000::/1", "loopback,::ffff:0:0/1,8000::/1"]) {
        expect(() => readBackendEnv({ TRUSTED_PROXIES: everything }), everything).toThrow(/TRUSTED_PROXIES=.* trusts every address/)
        expect(() => readBackendEnv({ ...production, ...realSecrets, TRUSTED_PROXIES: everything }), everything).toThrow(/TRUSTED_PROXIES/)
      }
    })

    it("refuses an entry that is not an address, a range or a known name", () => {
      expect(() => readBackendEnv({ TRUSTED_PROXIES: "loopback,my-proxy" })).toThrow(/TRUSTED_PROXIES=loopback,my-proxy is not a list/)
    })

    it("refuses whole networks while the backend is reachable from outside, naming both variables", () => {
      const networks = { TRUSTED_PROXIES: "loopback,uniquelocal" }
      expect(() => readBackendEnv({ ...networks, BIND_ADDRESS: "0.0.0.0" })).toThrow(
        /TRUSTED_PROXIES believes whole networks \(uniquelocal\) while the backend is reachable from outside \(BIND_ADDRESS=0\.0\.0\.0\)/
      )
      expect(() => readBackendEnv(networks)).toThrow(/HOST unset \(every interface\)/)
      expect(() => readBackendEnv({ TRUSTED_PROXIES: "10.0.0.0/8", HOST: "203.0.113.7" })).toThrow(/HOST=203\.0\.113\.7/)
      expect(() => readBackendEnv({ TRUSTED_PROXIES: "192.168.0.0/255.255.0.0", HOST: "::" })).toThrow(/TRUSTED_PROXIES believes whole networks/)
    })

    it("accepts the proxies' own addresses anywhere, and networks behind a loopback or private address", () => {
      expect(readBackendEnv({}).TRUSTED_PROXIES).toBe("loopback")
      expect(readBackendEnv({ TRUSTED_PROXIES: "192.0.2.10", HOST: "0.0.0.0" }).TRUSTED_PROXIES).toBe("192.0.2.10")
      expect(readBackendEnv({ TRUSTED_PROXIES: "127.0.0.0/8" }).TRUSTED_PROXIES).toBe("127.0.0.0/8")
      // Half the addresses is not all of them (refused only when the backend is reachable from outside).
      expect(readBackendEnv({ TRUSTED_PROXIES: "0.0.0.0/1,128.0.0.0/2", BIND_ADDRESS: "127.0.0.1" })).toBeTruthy()
      // Compose: the port published on 127.0.0.1 for the TLS proxy, the storefront on the private network.
      expect(readBackendEnv({ TRUSTED_PROXIES: "loopback,uniquelocal", HOST: "0.0.0.0", BIND_ADDRESS: "127.0.0.1" })).toBeTruthy()
      expect(readBackendEnv({ TRUSTED_PROXIES: "10.0.0.0/16", HOST: "10.0.0.5" })).toBeTruthy()
      expect(readBackendEnv({ TRUSTED_PROXIES: "uniquelocal", HOST: "", BIND_ADDRESS: "localhost" })).toBeTruthy()
    })
  })
})
