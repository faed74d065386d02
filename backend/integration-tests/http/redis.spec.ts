import { Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import Redis from "ioredis"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"
import { startTestRedis } from "../redis-server"

// medusa-config.ts reads REDIS_URL when the runner loads it, before the runner's own `env` applies.
const redis = await startTestRedis()
process.env.REDIS_URL = redis.url

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let client: Redis

    beforeAll(async () => {
      await seedCatalogue(getContainer())
      client = new Redis(redis.url)
    })
    afterAll(() => client.quit())

    describe("with REDIS_URL", () => {
      it("uses the Redis event bus instead of the local one", () => {
        const eventBus = getContainer().resolve(Modules.EVENT_BUS)
        expect(eventBus.constructor.name).toBe("RedisEventBusService")
      })

      it("keeps Medusa's queues and locks in Redis while serving the store API", async () => {
        const store = await storeHeaders(api)
        const { data } = await api.get("/store/regions?fields=id", store())
        const cart = await api.post("/store/carts", { region_id: data.regions[0].id }, store())
        expect(cart.status).toBe(200)
        const keys = await client.keys("*")
        expect(keys.some((key) => key.includes("events-queue"))).toBe(true)
        expect(keys.length).toBeGreaterThan(1)
      })

      it("counts staff login attempts in Redis, the very first one of the process answered too", async () => {
        // The throttle's Redis client refuses commands until it is connected: the first attempt
        // once failed with a 500 (decision 031). Without a captcha both are refused with 400.
        const attempt = () =>
          api.post("/auth/user/emailpass", { email: "nobody@example.cm", password: "not-the-password" }, { validateStatus: () => true })
        const first = await attempt()
        expect({ status: first.status, code: first.data?.code }).toEqual({ status: 400, code: "captcha_invalid" })
        await new Promise((resolve) => setTimeout(resolve, 200))
        const second = await attempt()
        expect(second.status).toBe(400)
        expect((await client.keys("login-fail-ip:*")).length).toBeGreaterThan(0)
      })
    })
  },
})
