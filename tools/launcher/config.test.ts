import path from "node:path"
import { describe, expect, it } from "vitest"
import { DEV_ADMIN, hostNotice, readLauncherConfig, REPO_ROOT } from "./config.js"

describe("readLauncherConfig", () => {
  it("uses the embedded database and the standard ports by default", () => {
    const config = readLauncherConfig("start", {})
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe(path.join(REPO_ROOT, ".data"))
    expect([config.backendPort, config.storefrontPort, config.embeddedPgPort]).toEqual([9000, 3000, 54329])
    expect(config.admin).toEqual(DEV_ADMIN)
    expect(config.env.MEDUSA_BACKEND_URL).toBe("http://localhost:9000")
    expect(config.env.STORE_CORS).toBe("http://localhost:3000")
    expect(config.simulatorsPort).toBe(9100)
  })

  it("runs no payment simulators when MTN is given an address", () => {
    expect(readLauncherConfig("start", { MTN_BASE_URL: "https://proxy.momodeveloper.mtn.com" }).simulatorsPort).toBeNull()
    expect(readLauncherConfig("start", { SIMULATORS_PORT: "0" }).simulatorsPort).toBe(0)
  })

  it("follows the given ports and database", () => {
    const config = readLauncherConfig("dev", {
      DATABASE_URL: "postgres://u:p@db:5432/shop",
      BACKEND_PORT: "9100",
      STOREFRONT_PORT: "3100",
    })
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/shop")
    expect(config.env.MEDUSA_BACKEND_URL).toBe("http://localhost:9100")
    expect(config.env.AUTH_CORS).toBe("http://localhost:3100,http://localhost:9100")
  })

  it("names the variable that is wrong", () => {
    expect(() => readLauncherConfig("start", { BACKEND_PORT: "ninety" })).toThrow(/BACKEND_PORT/)
    expect(() => readLauncherConfig("start", { ADMIN_EMAIL: "nobody" })).toThrow(/ADMIN_EMAIL/)
  })

  it("lays the cluster out behind the backend port, and wants Redis for it", () => {
    const config = readLauncherConfig("start", { REDIS_URL: "redis://127.0.0.1:6379", BACKEND_PORT: "9200" }, { cluster: true })
    expect(config.cluster).toEqual({ redisUrl: "redis://127.0.0.1:6379", serverPorts: [9201, 9202], workerPort: 9203 })
    expect(config.env.MEDUSA_BACKEND_URL).toBe("http://localhost:9200")
    expect(readLauncherConfig("start", { REDIS_URL: "redis://127.0.0.1:6379" }).cluster).toBeNull()
    expect(() => readLauncherConfig("start", {}, { cluster: true })).toThrow(/REDIS_URL/)
    expect(() => readLauncherConfig("dev", { REDIS_URL: "redis://127.0.0.1:6379" }, { cluster: true })).toThrow(/production build/)
  })

  it("listens on 127.0.0.1 unless HOST is set, and gives every server that address", () => {
    const local = readLauncherConfig("start", {})
    expect([local.host, local.hostFromEnv, local.env.HOST]).toEqual(["127.0.0.1", null, "127.0.0.1"])
    expect(hostNotice(local)).toEqual([])

    const everywhere = readLauncherConfig("start", { HOST: "0.0.0.0" })
    expect([everywhere.host, everywhere.env.HOST, everywhere.env.MEDUSA_BACKEND_URL]).toEqual(["0.0.0.0", "0.0.0.0", "http://localhost:9000"])
    const lan = readLauncherConfig("dev", { HOST: "192.168.1.20", BACKEND_PORT: "9100" })
    expect([lan.env.HOST, lan.env.MEDUSA_BACKEND_URL, lan.env.STORE_CORS]).toEqual(["192.168.1.20", "http://192.168.1.20:9100", "http://192.168.1.20:3000"])
    expect(readLauncherConfig("start", { HOST: "" }).host).toBe("127.0.0.1")
    expect(readLauncherConfig("start", { HOST: "::1" }).env.MEDUSA_BACKEND_URL).toBe("http://[::1]:9000")
  })

  it("says so when HOST is set, with the development secrets and staff password it exposes", () => {
    const [where, exposed] = hostNotice(readLauncherConfig("start", { HOST: "0.0.0.0" }))
    expect(where).toMatch(/^HOST=0\.0\.0\.0: the shop, the backend and the payment simulators listen on 0\.0\.0\.0/)
    expect(exposed).toMatch(/Other machines can reach it, and it runs with DREAMSHADE_ALLOW_DEV_SECRETS=true .* and the staff password/)
    const real = readLauncherConfig("start", { HOST: "0.0.0.0", DREAMSHADE_ALLOW_DEV_SECRETS: "false", ADMIN_PASSWORD: "a-long-private-password" })
    expect(hostNotice(real)).toEqual([expect.stringMatching(/^HOST=0\.0\.0\.0/), "Other machines can reach it."])
    expect(hostNotice(readLauncherConfig("start", { HOST: "127.0.0.2" }))).toHaveLength(1)
  })
})
