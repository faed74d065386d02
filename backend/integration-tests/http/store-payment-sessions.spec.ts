import { PAYMENT_SESSION_ERROR } from "@dreamshade/contracts"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
import { createStockedProduct, DOUALA_ADDRESS, setUpCheckout, type CheckoutSetUp, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"

/**
 * `POST /store/payment-collections/:id/payment-sessions`, checkout's payment: each provider takes
 * only the keys the storefront sends it, and only a cart still being bought, by its own customer,
 * gets a session (making one deletes the collection's others). Every provider is configured, its
 * outside service simulated (the `backend-payments-app` project, integration-tests/simulated-payments.ts),
 * so each mode is made the way the storefront makes it.
 */

const MTN = "pp_mtn-momo_mobile-money"
const ORANGE = "pp_orange-money_mobile-money"
const PAYPAL = "pp_paypal_paypal"
const CARD = "pp_stripe_stripe"

/** What the shop's storefront sends each provider, and keys it never sends that a shopper could add. */
const MODES = [
  { providerId: MTN, sent: { phone: "237670112233" }, planted: { status: "successful", confirmed_amount: "250000" } },
  { providerId: ORANGE, sent: { phone: "237690112233" }, planted: { gateway: "mtn", reference: "planted" } },
  { providerId: PAYPAL, sent: { locale: "en" }, planted: { shop_order_id: "order_01PLANTED0000000000000000", status: "completed" } },
  { providerId: CARD, sent: undefined, planted: { note: "paid" } },
  { providerId: BANK_DEPOSIT_PROVIDER, sent: undefined, planted: { gateway: "mtn", reference: "ref-planted", status: "successful", amount: "250000", currency: "XAF", confirmed_amount: "250000", history: [], refunds: [] } },
  { providerId: CASH_AT_SHOP_PROVIDER, sent: undefined, planted: { mode: "bank_deposit", received_at: "2026-11-27T10:00:00.000Z" } },
]

/** Options Medusa's Stripe provider would pass on to the PaymentIntent it creates. */
const STRIPE_OPTIONS: Record<string, unknown>[] = [
  { payment_method_types: ["card", "klarna"] },
  { capture_method: "automatic" },
  { customer: "cus_someone_else" },
  { setup_future_usage: "off_session" },
  { amount: 1 },
  { payment_method: "pm_card_visa", confirm: true, off_session: true },
  { metadata: { session_id: "payses_other" } },
  { return_url: "https://evil.example/return" },
]

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let variantId: string

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      variantId = (await createStockedProduct(getContainer(), { title: "Beurre de cacao", price: 6500, stock: 60 })).variantId
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)

    /** A cart ready to pay, as checkout leaves it before the payment: its payment collection's id. */
    async function openCollection(headers: Record<string, string>, email: string) {
      const options = { headers }
      const { data } = await api.post("/store/carts", { region_id: checkout.regionId, email, shipping_address: DOUALA_ADDRESS, billing_address: DOUALA_ADDRESS }, options)
      const cartId = data.cart.id as string
      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }, options)
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: checkout.shippingOptionId }, options)
      const collection = await api.post("/store/payment-collections", { cart_id: cartId }, options)
      return { cartId, collectionId: collection.data.payment_collection.id as string }
    }

    /** The route's answer, whatever its status. */
    type Answer = { status: number; data: { code?: string; type?: string; message?: string } }
    const pay = (collectionId: string, body: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> =>
      api.post(`/store/payment-collections/${collectionId}/payment-sessions`, body, { headers }).catch((error: { response: Answer }) => error.response)

    async function sessionsOf(collectionId: string) {
      const { data } = await query().graph({
        entity: "payment_collection",
        fields: ["payment_sessions.id", "payment_sessions.provider_id", "payment_sessions.data"],
        filters: { id: collectionId },
      })
      return (data[0]?.payment_sessions ?? []) as { id: string; provider_id: string; data: Record<string, unknown> }[]
    }

    const expectRefusedData = (response: Answer) => {
      expect(response.status).toBe(400)
      expect(response.data).toMatchObject({ type: "invalid_data", code: PAYMENT_SESSION_ERROR.invalidData })
    }

    it("refuses, for every provider, a key the storefront never sends, and still makes the session it sends", async () => {
      const shopper = await checkout.shopper(`modes-${Date.now()}@example.cm`)
      for (const mode of MODES) {
        const { collectionId } = await openCollection(shopper.headers, shopper.email)
        const refused = await pay(collectionId, { provider_id: mode.providerId, data: { ...mode.sent, ...mode.planted } }, shopper.headers)
        expectRefusedData(refused)
        for (const key of Object.keys(mode.planted)) expect(refused.data.message).toContain(`data.${key}`)
        expect(await sessionsOf(collectionId)).toEqual([])

        const made = await pay(collectionId, { provider_id: mode.providerId, ...(mode.sent ? { data: mode.sent } : {}) }, shopper.headers)
        expect([mode.providerId, made.status]).toEqual([mode.providerId, 200])
        const [session] = await sessionsOf(collectionId)
        expect(session?.provider_id).toBe(mode.providerId)
        // A key the provider writes itself (the mobile-money status, PayPal's order) holds the provider's value.
        for (const [key, value] of Object.entries(mode.planted)) {
          if (session && key in session.data) expect(session.data[key], `${mode.providerId} data.${key}`).not.toEqual(value)
        }
      }
    })

    it("keeps a bank-deposit or cash session to what the offline provider writes: a planted MTN panel is refused", async () => {
      const shopper = await checkout.shopper(`offline-${Date.now()}@example.cm`)
      for (const [providerId, mode] of [[BANK_DEPOSIT_PROVIDER, "bank_deposit"], [CASH_AT_SHOP_PROVIDER, "cash_at_shop"]] as const) {
        const { collectionId } = await openCollection(shopper.headers, shopper.email)
        const planted = { gateway: "mtn", reference: "ref-planted", phone: "237670112233", status: "successful", amount: "250000", currency: "XAF", confirmed_amount: "250000", history: [], refunds: [] }
        expectRefusedData(await pay(collectionId, { provider_id: providerId, data: planted }, shopper.headers))
        expectRefusedData(await pay(collectionId, { provider_id: providerId, data: { phone: "237670112233" } }, shopper.headers))
        expect((await pay(collectionId, { provider_id: providerId, data: {} }, shopper.headers)).status).toBe(200)
        expect((await sessionsOf(collectionId)).map((session) => session.data)).toEqual([{ mode }])
      }
    })

    it("passes no PaymentIntent option to Stripe: a card session takes no data at all", async () => {
      const shopper = await checkout.shopper(`stripe-${Date.now()}@example.cm`)
      const { collectionId } = await openCollection(shopper.headers, shopper.email)
      for (const options of STRIPE_OPTIONS) {
        const refused = await pay(collectionId, { provider_id: CARD, data: options }, shopper.headers)
        expectRefusedData(refused)
        expect(refused.data.message).toContain(`data.${Object.keys(options)[0]}`)
      }
      expect(await sessionsOf(collectionId)).toEqual([])
      expect((await pay(collectionId, { provider_id: CARD }, shopper.headers)).status).toBe(200)
      const [session] = await sessionsOf(collectionId)
      // The intent Medusa's provider made: the shop's own options, the cart's amount.
      expect(session?.data).toMatchObject({ amount: 7500, currency: "xaf", capture_method: "automatic" })
      expect(session?.data.customer ?? null).not.toBe("cus_someone_else")
    })

    it("refuses bad mobile-money values and unknown providers' data with the same clear 400", async () => {
      const shopper = await checkout.shopper(`values-${Date.now()}@example.cm`)
      const { collectionId } = await openCollection(shopper.headers, shopper.email)
      expectRefusedData(await pay(collectionId, { provider_id: MTN, data: { phone: { $ne: "" } } }, shopper.headers))
      expectRefusedData(await pay(collectionId, { provider_id: MTN, data: { phone: "2".repeat(200) } }, shopper.headers))
      expectRefusedData(await pay(collectionId, { provider_id: PAYPAL, data: { locale: "de" } }, shopper.headers))
      expectRefusedData(await pay(collectionId, { provider_id: "pp_system_default", data: { anything: true } }, shopper.headers))
      expect(await sessionsOf(collectionId)).toEqual([])
      // The provider's own refusal of a wrong number still reaches the shopper in its words.
      const wrongOperator = await pay(collectionId, { provider_id: MTN, data: { phone: "237690112233" } }, shopper.headers)
      expect(wrongOperator.status).toBe(400)
      expect(wrongOperator.data.code).toBe("wrong_operator")
    })

    it("lets no shopper replace a placed order's payment, not even the order's own customer", async () => {
      const owner = await checkout.shopper(`order-owner-${Date.now()}@example.cm`)
      const other = await checkout.shopper(`order-other-${Date.now()}@example.cm`)
      const order = await checkout.placeOrder(owner, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })
      const { data } = await query().graph({ entity: "order", fields: ["payment_collections.id"], filters: { id: order.id } })
      const collectionId = data[0].payment_collections[0].id as string
      const before = await sessionsOf(collectionId)
      expect(before.map((session) => session.provider_id)).toEqual([BANK_DEPOSIT_PROVIDER])

      const mine = await pay(collectionId, { provider_id: CASH_AT_SHOP_PROVIDER }, owner.headers)
      expect(mine.status).toBe(409)
      expect(mine.data.code).toBe(PAYMENT_SESSION_ERROR.ofAnOrder)
      const { authorization: _, ...anonymous } = owner.headers
      for (const headers of [other.headers, anonymous]) {
        const response = await pay(collectionId, { provider_id: CASH_AT_SHOP_PROVIDER }, headers)
        expect(response.status).toBe(404)
        expect(JSON.stringify(response.data)).not.toContain(order.id)
      }
      expect(await sessionsOf(collectionId)).toEqual(before)
    })

    it("lets only a cart's own customer pay it: another customer's id or no token gets the 404 of a missing collection", async () => {
      const owner: Shopper = await checkout.shopper(`cart-owner-${Date.now()}@example.cm`)
      const other = await checkout.shopper(`cart-other-${Date.now()}@example.cm`)
      const { collectionId } = await openCollection(owner.headers, owner.email)
      expect((await pay(collectionId, { provider_id: BANK_DEPOSIT_PROVIDER }, owner.headers)).status).toBe(200)
      const before = await sessionsOf(collectionId)

      const { authorization: _, ...anonymous } = owner.headers
      for (const headers of [other.headers, anonymous]) {
        const response = await pay(collectionId, { provider_id: CASH_AT_SHOP_PROVIDER }, headers)
        expect(response.status).toBe(404)
        expect(response.data.message).toBe(`Payment collection with id: ${collectionId} was not found`)
      }
      expect(await sessionsOf(collectionId)).toEqual(before)
      const missing = await pay("pay_col_missing", { provider_id: CASH_AT_SHOP_PROVIDER }, owner.headers)
      expect(missing.status).toBe(404)

      // A guest's cart (the store API's, without an account) stays payable by whoever holds its id.
      const guest = await openCollection(anonymous, `guest-${Date.now()}@example.cm`)
      expect((await pay(guest.collectionId, { provider_id: CASH_AT_SHOP_PROVIDER }, anonymous)).status).toBe(200)
      // And the owner changes their own cart's payment as before.
      expect((await pay(collectionId, { provider_id: CASH_AT_SHOP_PROVIDER }, owner.headers)).status).toBe(200)
      expect((await sessionsOf(collectionId)).map((session) => session.provider_id)).toEqual([CASH_AT_SHOP_PROVIDER])
    })
  },
})
