import { createRequire } from "node:module"
import path from "node:path"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedStore } from "../helpers"

// The app's own copies (loaded through Node's require, like Medusa loads them), not Vite's.
const backendRequire = createRequire(__filename)
const fromBackend = (file: string) => backendRequire(path.join(BACKEND_DIR, file))
const coreFlows = () => backendRequire("@medusajs/core-flows")

const SEARCH = "/storefront/catalogue/search"
/** A core `/store` route: Medusa's own publishable-key middleware answers there. */
const STORE_ROUTE = "/store/regions"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let salesChannelId: string

    /** Status and body of a GET, whether it succeeded or not. */
    const answer = async (url: string, key?: string) => {
      const headers = key === undefined ? {} : { "x-publishable-api-key": key }
      const response = await api.get(url, { headers }).catch((error: any) => error.response)
      return { status: response.status as number, body: response.data }
    }
    const createKey = async (channels: string[]) => {
      const container = getContainer()
      const { result } = await coreFlows().createApiKeysWorkflow(container).run({
        input: { api_keys: [{ title: "test key", type: "publishable", created_by: "" }] },
      })
      const key = result[0]
      if (channels.length) {
        await coreFlows().linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: key.id, add: channels } })
      }
      return key as { id: string; token: string }
    }
    const revoke = (id: string) =>
      coreFlows().revokeApiKeysWorkflow(getContainer()).run({ input: { selector: { id }, revoke: { revoked_by: "test" } } })

    beforeAll(async () => {
      await seedStore(getContainer())
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "store", fields: ["default_sales_channel_id"] })
      salesChannelId = data[0].default_sales_channel_id
    })

    beforeEach(() => {
      // The database is restored before each test: keys remembered from an earlier test must go too.
      fromBackend("src/lib/publishable-key/key-cache.ts").publishableKeyCache.clear()
      fromBackend("src/lib/search/response-cache.ts").catalogueSearchCache.clear()
    })

    describe("GET /storefront/catalogue/search: the publishable key", () => {
      it("answers a valid key (an empty catalogue here)", async () => {
        const key = await createKey([salesChannelId])
        const { status, body } = await answer(SEARCH, key.token)
        expect(status).toBe(200)
        expect(body).toMatchObject({ products: [], count: 0, page: 1, limit: 10 })
      })

      it("refuses a missing key exactly as Medusa's /store routes do", async () => {
        const ours = await answer(SEARCH)
        expect(ours.status).toBe(400)
        expect(ours.body.type).toBe("not_allowed")
        expect(ours).toEqual(await answer(STORE_ROUTE))
      })

      it("refuses an unknown key exactly as Medusa's /store routes do", async () => {
        const ours = await answer(SEARCH, "pk_does_not_exist")
        expect(ours.status).toBe(400)
        expect(ours.body).toEqual({ type: "not_allowed", message: "A valid publishable key is required to proceed with the request" })
        expect(ours).toEqual(await answer(STORE_ROUTE, "pk_does_not_exist"))
      })

      it("refuses a revoked key exactly as Medusa's /store routes do", async () => {
        const key = await createKey([salesChannelId])
        await revoke(key.id)
        const ours = await answer(SEARCH, key.token)
        expect(ours.status).toBe(400)
        expect(ours.body.type).toBe("not_allowed")
        expect(ours).toEqual(await answer(STORE_ROUTE, key.token))
      })

      it("refuses a secret key's token", async () => {
        const { result } = await coreFlows().createApiKeysWorkflow(getContainer()).run({
          input: { api_keys: [{ title: "secret", type: "secret", created_by: "" }] },
        })
        expect((await answer(SEARCH, result[0].token)).body.type).toBe("not_allowed")
      })

      it("refuses a key without a sales channel, as before", async () => {
        const key = await createKey([])
        const { status, body } = await answer(SEARCH, key.token)
        expect(status).toBe(400)
        expect(body).toEqual({ type: "invalid_data", message: "Publishable key needs to have a sales channel configured" })
      })

      it("accepts a key revoked after first use only until the cached facts expire (60 s)", async () => {
        const key = await createKey([salesChannelId])
        expect((await answer(SEARCH, key.token)).status).toBe(200)
        await revoke(key.id)
        // Within the time to live the cached facts still say "not revoked": the documented delay.
        expect((await answer(SEARCH, key.token)).status).toBe(200)
        const start = Date.now()
        const clock = vi.spyOn(Date, "now").mockImplementation(() => start + 60_001)
        try {
          const later = await answer(SEARCH, key.token)
          expect(later.status).toBe(400)
          expect(later.body.type).toBe("not_allowed")
        } finally {
          clock.mockRestore()
        }
      })
    })
  },
})
