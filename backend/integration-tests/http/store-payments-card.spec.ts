import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { STRIPE_SIMULATOR_KEYS } from "../../../tools/simulators/gateways/stripe"
import { stripeSignature } from "../../../tools/simulators/gateways/stripe-wire"
import { completeCart, type CheckoutSetUp, type Shopper, setUpPaymentSpec } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { until } from "../mobile-money"
import { simulatedPayments, WEBHOOK_DELAY_MS } from "../simulated-payments"

/**
 * Card payments through Medusa's Stripe provider (`pp_stripe_stripe`), its client pointed at the
 * Stripe simulator (decision 026). The test plays the browser's part with the publishable key and
 * the intent's client secret, as Stripe.js does. Medusa handles a webhook a while after receiving
 * it (the Payment Module's `webhook_delay`, 5 s in a shop): WEBHOOK_DELAY_MS here, so the waits are shorter.
 */

const CARD = "pp_stripe_stripe"
const WEBHOOK_WAIT_MS = 20_000
/** Long enough for a webhook received now to have been acted on, if anything were to happen. */
const WEBHOOK_SETTLED_MS = WEBHOOK_DELAY_MS + 3_000

const simulators = simulatedPayments()
const stripe = STRIPE_SIMULATOR_KEYS

/** Stripe's API as the browser (publishable key + client secret) or the shop (secret key) calls it. */
async function stripeCall(path: string, params: Record<string, string>, key = stripe.publishableKey) {
  const response = await fetch(`${simulators.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params),
  })
  return { status: response.status, body: (await response.json()) as any }
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let variantId: string

    beforeAll(async () => {
      // 6,500 XAF + 1,000 XAF delivery: 7,500 francs, and XAF has no smaller unit.
      ;({ checkout, shopper, variantId } = await setUpPaymentSpec(getContainer(), api, "carte@example.cm", { title: "Huile de karité", price: 6500, stock: 30 }))
    })

    async function graph(entity: string, fields: string[], filters: Record<string, unknown>) {
      const { data } = await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields, filters })
      return data as any[]
    }

    /** A cart with a card payment session: Medusa's provider has made the payment intent. */
    async function cardCart() {
      const cartId = await checkout.cart(shopper, { providerId: CARD, items: [{ variant_id: variantId, quantity: 1 }] })
      const [cart] = await graph("cart", ["payment_collection.payment_sessions.id", "payment_collection.payment_sessions.data"], { id: cartId })
      const session = cart.payment_collection.payment_sessions[0]
      return { cartId, sessionId: session.id as string, intent: session.data as { id: string; client_secret: string; amount: number; currency: string } }
    }

    const confirmInBrowser = (intent: { id: string; client_secret: string }, paymentMethod: string) =>
      stripeCall(`/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: paymentMethod })

    const ordersOfCart = (cartId: string) => graph("order_cart", ["order_id"], { cart_id: cartId })

    async function paymentOfSession(sessionId: string) {
      const [payment] = await graph("payment", ["id", "amount", "captured_at", "captures.id", "refunds.amount", "data"], { payment_session_id: sessionId })
      return payment as { id: string; amount: number; captured_at: string | null; captures: { id: string }[]; data: any } | undefined
    }

    /** Posts an event to the shop's Stripe webhook, signed with `secret` (or not signed at all). */
    async function postWebhook(type: string, intentId: string, secret: string | null) {
      const { body: intent } = await fetch(`${simulators.url}/v1/payment_intents/${intentId}`, {
        headers: { authorization: `Bearer ${stripe.secretKey}` },
      }).then(async (response) => ({ body: await response.json() }))
      const payload = JSON.stringify({ id: `evt_test_${Date.now()}`, object: "event", type, data: { object: intent } })
      const headers: Record<string, string> = { "content-type": "application/json" }
      if (secret) headers["stripe-signature"] = stripeSignature(payload, secret)
      return fetch(`${simulators.backendUrl}/hooks/payment/stripe_stripe`, { method: "POST", headers, body: payload })
    }

    it("GET /store/payment-modes offers card through Medusa's Stripe provider", async () => {
      const cartId = await checkout.cart(shopper, { providerId: "pp_bank-deposit_offline", items: [{ variant_id: variantId, quantity: 1 }] })
      const { data } = await api.get(`/store/payment-modes?cart_id=${cartId}`, { headers: shopper.headers })
      expect(data.payment_modes.find((mode: any) => mode.code === "card")).toMatchObject({ available: true, reason: null, provider_id: CARD })
    })

    it("asks Stripe for 7,500 XAF as 7500 (zero-decimal), and a card paid in the browser makes the order captured once", async () => {
      const { cartId, sessionId, intent } = await cardCart()
      expect(intent).toMatchObject({ amount: 7500, currency: "xaf", status: "requires_payment_method" })
      expect(intent.client_secret).toMatch(/^pi_\w+_secret_/)
      const [asked] = simulators.ledger.list()
      expect(asked).toMatchObject({ reference: intent.id, gateway: "stripe", amount: "7500", currency: "XAF" })

      expect((await confirmInBrowser(intent, "pm_card_visa")).body).toMatchObject({ status: "succeeded", amount_received: 7500 })
      const completed = await completeCart(api, shopper, cartId)
      expect(completed.data.type).toBe("order")
      const payment = await paymentOfSession(sessionId)
      expect(payment).toMatchObject({ amount: 7500 })
      expect(payment!.captured_at).not.toBeNull()
      expect(payment!.captures).toHaveLength(1)

      // Stripe's own `payment_intent.succeeded` arrives after the order: it captures nothing more.
      await new Promise((resolve) => setTimeout(resolve, WEBHOOK_SETTLED_MS))
      expect((await paymentOfSession(sessionId))!.captures).toHaveLength(1)
      const [order] = await graph("order", ["id", "transactions.amount", "transactions.reference"], { id: completed.data.order.id })
      expect(order.transactions.filter((transaction: any) => transaction.reference === "capture").map((t: any) => Number(t.amount))).toEqual([7500])
    })

    it("keeps the cart open when the card is declined", async () => {
      const { cartId, sessionId, intent } = await cardCart()
      const declined = await confirmInBrowser(intent, "pm_card_chargeDeclinedInsufficientFunds")
      expect(declined.status).toBe(402)
      expect(declined.body.error).toMatchObject({ type: "card_error", decline_code: "insufficient_funds" })
      const answer = await completeCart(api, shopper, cartId)
      expect(answer.data.type).not.toBe("order")
      expect(await ordersOfCart(cartId)).toHaveLength(0)
      expect(await paymentOfSession(sessionId)).toBeUndefined()
    })

    it("places the order from Stripe's signed webhook when the shopper never returns from 3-D Secure, once however often it is replayed", async () => {
      const { cartId, sessionId, intent } = await cardCart()
      expect((await confirmInBrowser(intent, "pm_card_threeDSecure2Required")).body).toMatchObject({ status: "requires_action" })
      // The bank's page approves; the shopper closes the tab. Stripe sends `payment_intent.succeeded`.
      await fetch(`${simulators.url}/control/payments/${intent.id}/approve`, { method: "POST" })
      const placed = await until(() => ordersOfCart(cartId), (orders) => orders.length > 0, WEBHOOK_WAIT_MS)
      expect(placed).toHaveLength(1)
      const payment = await until(() => paymentOfSession(sessionId), (found) => Boolean(found?.captures.length), WEBHOOK_WAIT_MS)
      expect(payment!.captures).toHaveLength(1)

      for (let replay = 0; replay < 5; replay++) {
        expect((await postWebhook("payment_intent.succeeded", intent.id, stripe.webhookSecret)).status).toBe(200)
      }
      await new Promise((resolve) => setTimeout(resolve, WEBHOOK_SETTLED_MS))
      expect(await ordersOfCart(cartId)).toHaveLength(1)
      expect((await paymentOfSession(sessionId))!.captures).toHaveLength(1)
    })

    it("ignores a forged or unsigned webhook, and acts on the genuine one", async () => {
      const { cartId, sessionId, intent } = await cardCart()
      // Stripe's webhooks are down for this payment: the card is paid, the shop is not told.
      simulators.webhooks.open = false
      try {
        expect((await confirmInBrowser(intent, "pm_card_visa")).body).toMatchObject({ status: "succeeded" })
      } finally {
        simulators.webhooks.open = true
      }
      await postWebhook("payment_intent.succeeded", intent.id, "whsec_forgedbysomeoneelse")
      await postWebhook("payment_intent.succeeded", intent.id, null)
      await new Promise((resolve) => setTimeout(resolve, WEBHOOK_SETTLED_MS))
      expect(await ordersOfCart(cartId)).toHaveLength(0)
      expect(await paymentOfSession(sessionId)).toBeUndefined()

      // The same event, signed with the shop's secret, is what a forgery would have achieved.
      await postWebhook("payment_intent.succeeded", intent.id, stripe.webhookSecret)
      expect(await until(() => ordersOfCart(cartId), (orders) => orders.length > 0, WEBHOOK_WAIT_MS)).toHaveLength(1)
    })

    it("refunds through Stripe in francs, not hundredths", async () => {
      const { cartId, sessionId, intent } = await cardCart()
      await confirmInBrowser(intent, "pm_card_visa")
      expect((await completeCart(api, shopper, cartId)).data.type).toBe("order")
      const payment = await paymentOfSession(sessionId)
      await refundPaymentWorkflow(getContainer()).run({ input: { payment_id: payment!.id, amount: 2000 } })
      const refunded = simulators.ledger.get(intent.id)!.extra.refunds as { amount: number }[]
      expect(refunded.map((refund) => refund.amount)).toEqual([2000])
      expect((await paymentOfSession(sessionId)) as any).toMatchObject({ refunds: [{ amount: 2000 }] })
      // More than what is left is refused, and Stripe is asked for nothing more.
      await expect(refundPaymentWorkflow(getContainer()).run({ input: { payment_id: payment!.id, amount: 6000 } })).rejects.toThrow()
      expect((simulators.ledger.get(intent.id)!.extra.refunds as unknown[]).length).toBe(1)
    })
  },
})
