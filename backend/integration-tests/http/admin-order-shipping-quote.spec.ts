import { ContainerRegistrationKeys, generateJwtToken, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"
import { BANK_DEPOSIT_PROVIDER } from "../../src/modules/offline-payment"
import { latestEmail } from "../outbox"

medusaIntegrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let admin: { headers: Record<string, string> }
    let regionIds: Record<string, string>
    let variantId: string
    const emitted: { name: string; data: any }[] = []

    beforeAll(async () => {
      const container = getContainer()
      await seedCatalogue(container)
      store = await storeHeaders(api)
      const { data } = await api.get("/store/regions?fields=id,name", store())
      regionIds = Object.fromEntries(data.regions.map((region: { id: string; name: string }) => [region.name, region.id]))
      // Any product with stock to spare: the seed also holds sold-out and low-stock ones.
      const products = await api.get("/store/products?limit=50&fields=variants.id,variants.inventory_quantity", store())
      const variants = products.data.products.flatMap((product: any) => product.variants)
      variantId = variants.find((variant: any) => variant.inventory_quantity >= 20).id
      container.resolve(Modules.EVENT_BUS).subscribe("order.shipping_quote_set", async (event: any) => {
        emitted.push({ name: event.name, data: event.data })
      })
    })

    beforeEach(async () => {
      // A staff member, signed in with a token as the admin would be.
      const container = getContainer()
      const [user] = await container.resolve(Modules.USER).createUsers([{ email: `staff-${Date.now()}@dreamshade.cm` }])
      const { projectConfig } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
      const token = generateJwtToken(
        { actor_id: user!.id, actor_type: "user", auth_identity_id: "", app_metadata: { user_id: user!.id } },
        { secret: projectConfig.http.jwtSecret!, expiresIn: "1h" }
      )
      admin = { headers: { authorization: `Bearer ${token}` } }
      emitted.length = 0
    })

    /** A placed order shipped to `city, country` with the option of code `code`. */
    async function placeOrder(city: string, country_code: string, code: string) {
      const region = country_code === "cm" ? "Cameroon" : "International"
      const { data } = await api.post(
        "/store/carts",
        {
          region_id: regionIds[region],
          email: "awa@example.cm",
          items: [{ variant_id: variantId, quantity: 1 }],
          shipping_address: { first_name: "Awa", last_name: "Ngono", address_1: "1 rue", city, country_code },
        },
        store()
      )
      const cartId = data.cart.id
      const options = (await api.get(`/store/shipping-options?cart_id=${cartId}`, store())).data.shipping_options
      const option = options.find((candidate: any) => candidate.data.id === code)
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: option.id }, store())
      const collection = (await api.post("/store/payment-collections", { cart_id: cartId }, store())).data.payment_collection
      await api.post(`/store/payment-collections/${collection.id}/payment-sessions`, { provider_id: BANK_DEPOSIT_PROVIDER }, store())
      const completed = (await api.post(`/store/carts/${cartId}/complete`, {}, store())).data
      expect(completed.type).toBe("order")
      return completed.order.id as string
    }

    const quote = (orderId: string, body: unknown) =>
      api.post(`/admin/orders/${orderId}/shipping-quote`, body, admin).catch((e: any) => e.response)

    describe("POST /admin/orders/:id/shipping-quote", () => {
      it("records the courier's quote on an international order and announces it", async () => {
        const orderId = await placeOrder("Paris", "fr", "international")
        const response = await quote(orderId, { amount: 15000 })
        expect(response.status).toBe(200)
        expect(response.data.order.shipping_quote).toMatchObject({ amount: 15000, currency_code: "xaf", quoted_by: expect.stringMatching(/^user_/) })

        const order = (await api.get(`/admin/orders/${orderId}?fields=metadata`, admin)).data.order
        expect(order.metadata.shipping_quote.amount).toBe(15000)
        await vi.waitFor(() => expect(emitted).toEqual([
          { name: "order.shipping_quote_set", data: { id: orderId, amount: 15000, currency_code: "xaf" } },
        ]))

        // The shopper is told by e-mail, with the amount and the way to the order's page.
        const email = await vi.waitFor(() => latestEmail("awa@example.cm", "shipping-quote"), { timeout: 15_000 })
        expect(email.subject).toMatch(/^Devis de livraison pour la commande n° \d+$/)
        expect(email.text).toContain("coûte 15\u202F000\u00A0FCFA")
        expect(email.links).toEqual([expect.stringContaining(`/dashboard/orders/${orderId}`)])
      })

      it("refuses an order delivered in Cameroon, and leaves it untouched", async () => {
        const orderId = await placeOrder("Douala", "cm", "douala")
        const response = await quote(orderId, { amount: 15000 })
        expect(response.status).toBe(400)
        expect(response.data).toMatchObject({ type: "invalid_data", code: "shipping_quote_not_international" })
        const order = (await api.get(`/admin/orders/${orderId}?fields=metadata`, admin)).data.order
        expect(order.metadata?.shipping_quote).toBeUndefined()
        expect(emitted).toEqual([])
      })

      it("refuses an amount that is not a positive whole number of XAF", async () => {
        const orderId = await placeOrder("Lyon", "fr", "international")
        for (const amount of [0, -500, 1500.5, "15000"]) {
          const response = await quote(orderId, { amount })
          expect(response.status).toBe(400)
          expect(response.data.type).toBe("invalid_data")
        }
      })

      it("is for staff only", async () => {
        const response = await api.post("/admin/orders/order_x/shipping-quote", { amount: 1000 }).catch((e: any) => e.response)
        expect(response.status).toBe(401)
      })
    })
  },
})
