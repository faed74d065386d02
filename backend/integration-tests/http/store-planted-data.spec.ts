import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
import { completeCart, createStockedProduct, setUpCheckout, type CheckoutSetUp } from "../checkout"
import { BACKEND_DIR } from "../helpers"

/** What a shopper sends that the shop must not believe, and what they must not read. */
integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let variantId: string

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      variantId = (await createStockedProduct(getContainer(), { title: "Sérum planté", price: 6000, stock: 50 })).variantId
    })

    const orderOf = async (orderId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["metadata", "items.metadata"], filters: { id: orderId } })
      return data[0] as { metadata: Record<string, unknown> | null; items: { metadata: Record<string, unknown> | null }[] }
    }

    it("drops metadata keys the shop does not use: a planted shipping_quote never reaches the order", async () => {
      const shopper = await checkout.shopper(`planter-${Date.now()}@example.cm`)
      const planted = { amount: 1, currency_code: "xaf", payment_collection_id: "pay_col_someone_else" }
      const giftItem = { variant_id: variantId, quantity: 1, metadata: { gift: true } }
      const cartId = await checkout.cart(shopper, {
        providerId: CASH_AT_SHOP_PROVIDER,
        items: [giftItem],
        metadata: { notes: "Sonner deux fois", shipping_quote: planted },
      })

      const placed = await completeCart(api, shopper, cartId)
      expect(placed.status).toBe(200)
      const order = await orderOf(placed.data.order.id)
      expect(order.metadata).toEqual({ notes: "Sonner deux fois" })
      expect(order.items.map((item) => item.metadata ?? {})).toEqual([{}])
      const detail = await api.get(`/store/account/orders/${placed.data.order.id}`, { headers: shopper.headers })
      expect(detail.data.order.shipping_quote).toBeNull()
    })

    it("drops planted keys when a cart is updated too", async () => {
      const shopper = await checkout.shopper(`updater-${Date.now()}@example.cm`)
      const headers = { headers: shopper.headers }
      const { data } = await api.post("/store/carts", { region_id: checkout.regionId }, headers)
      const updated = await api.post(
        `/store/carts/${data.cart.id}`,
        { metadata: { notes: "Portail bleu", shipping_quote: { payment_collection_id: "pay_col_x" } } },
        headers
      )
      expect(updated.data.cart.metadata).toEqual({ notes: "Portail bleu" })
    })

    it("keeps only an address's type in its metadata", async () => {
      const shopper = await checkout.shopper(`addresses-${Date.now()}@example.cm`)
      const { data } = await api.post(
        "/store/customers/me/addresses",
        { address_1: "Rue Joss", city: "Douala", country_code: "cm", metadata: { type: "billing", role: "admin" } },
        { headers: shopper.headers }
      )
      const address = data.customer.addresses.find((candidate: any) => candidate.address_1 === "Rue Joss")
      expect(address.metadata).toEqual({ type: "billing" })
    })

    it("shows an order to the customer who placed it only: anyone else gets the 404 of a missing order", async () => {
      const owner = await checkout.shopper(`owner-${Date.now()}@example.cm`)
      const other = await checkout.shopper(`other-${Date.now()}@example.cm`)
      const order = await checkout.placeOrder(owner, {
        providerId: CASH_AT_SHOP_PROVIDER,
        items: [{ variant_id: variantId, quantity: 1 }],
      })
      const read = (headers: Record<string, string>) =>
        api.get(`/store/orders/${order.id}`, { headers }).catch((error: any) => error.response)

      const mine = await read(owner.headers)
      expect(mine.status).toBe(200)
      expect(mine.data.order.id).toBe(order.id)

      const { authorization: _, ...anonymous } = owner.headers
      for (const response of [await read(other.headers), await read(anonymous)]) {
        expect(response.status).toBe(404)
        expect(JSON.stringify(response.data)).not.toContain(owner.email)
      }
      const missing = await api.get("/store/orders/order_missing", { headers: owner.headers }).catch((error: any) => error.response)
      expect(missing.status).toBe(404)
    })
  },
})
