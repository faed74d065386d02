import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { followPendingPayPalPayments } from "../../../plugins/paypal/src/lib/follow-payments"
import { completeCart, type CheckoutSetUp, type Shopper, setUpPaymentSpec } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { until } from "../mobile-money"
import { simulatedPayments, STOREFRONT } from "../simulated-payments"

const PAYPAL = "pp_paypal_paypal"
/**
 * PayPal's webhooks reach the backend through a relay a test may close (`simulators.webhooks`):
 * deliveries are then only recorded by the simulator (`/control/paypal/webhooks`), for the test to
 * replay or forge.
 */
const simulators = simulatedPayments()
const relay = simulators.webhooks

type Webhook = { headers: Record<string, string>; body: string }

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let variantId: string

    beforeAll(async () => {
      // 6 500 XAF + 1 000 XAF delivery = 7 500 XAF = 11.43 EUR at the peg.
      ;({ checkout, shopper, variantId } = await setUpPaymentSpec(getContainer(), api, "paypal@example.cm", { title: "Huile de karité", price: 6500, stock: 40 }))
    })
    beforeEach(() => {
      relay.open = true
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    /** The cart's PayPal session, its payment and captures, and the order once there is one. */
    async function stateOf(cartId: string) {
      const { data } = await query().graph({
        entity: "cart",
        fields: [
          "completed_at",
          "payment_collection.payment_sessions.id",
          "payment_collection.payment_sessions.status",
          "payment_collection.payment_sessions.data",
          "payment_collection.payment_sessions.payment.id",
          "payment_collection.payment_sessions.payment.captures.id",
        ],
        filters: { id: cartId },
      })
      const session = data[0].payment_collection.payment_sessions[0]
      const { data: links } = await query().graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return { session, completed: Boolean(data[0].completed_at), orderId: (links[0]?.order_id as string | undefined) ?? null }
    }
    /** A cart of 7 500 XAF with its PayPal session: the PayPal order exists, awaiting approval. */
    async function payPalCart() {
      const cartId = await checkout.cart(shopper, { providerId: PAYPAL, items: [{ variant_id: variantId, quantity: 1 }] })
      const { session } = await stateOf(cartId)
      return { cartId, session, orderId: session.data.order_id as string }
    }
    const ledger = async () => (await (await fetch(`${simulators.url}/control/payments`)).json()) as any[]
    const control = (orderId: string, action: "approve" | "refuse" | "expire", query = "") =>
      fetch(`${simulators.url}/control/payments/${orderId}/${action}${query}`, { method: "POST" })
    const webhooks = async () => (await (await fetch(`${simulators.url}/control/paypal/webhooks`)).json()) as Webhook[]
    const deliver = (webhook: Webhook) =>
      fetch(`${simulators.backendUrl}/hooks/paypal`, { method: "POST", headers: webhook.headers, body: webhook.body })
    const capturesAtPayPal = async (orderId: string) => {
      const response = await fetch(`${simulators.url}/control/payments`)
      const entry = ((await response.json()) as any[]).find((payment) => payment.reference === orderId)
      return entry?.status
    }

    it("converts at the peg, approves on PayPal's page and captures 11.43 EUR to the cent", async () => {
      relay.open = false
      const { cartId, session, orderId } = await payPalCart()
      expect(session.data).toMatchObject({ gateway: "paypal", status: "created", amount_xaf: "7500", amount_eur: "11.43", currency: "EUR", session_id: session.id })
      expect((await ledger()).find((payment) => payment.reference === orderId)).toMatchObject({ gateway: "paypal", amount: "11.43", currency: "EUR", status: "pending" })

      // The shopper at PayPal: the page shows the euros, Approve sends back to the shop's return page.
      const page = await fetch(session.data.approve_url)
      expect(await page.text()).toContain("11.43 EUR")
      const approved = await fetch(`${simulators.url}/checkoutnow/approve?token=${orderId}`, { method: "POST", redirect: "manual" })
      expect(approved.status).toBe(303)
      expect(approved.headers.get("location")).toBe(`${STOREFRONT}/checkout/paypal/return?token=${orderId}&PayerID=SIMPAYER01`)

      // The return page completes the cart: the capture is the payment.
      const completed = await completeCart(api, shopper, cartId)
      expect(completed.data.type).toBe("order")
      const paid = await stateOf(cartId)
      expect(paid.session.status).toBe("authorized")
      expect(paid.session.payment.captures).toHaveLength(1)
      expect(paid.session.data).toMatchObject({ status: "completed", captured_amount: "11.43", captured_currency: "EUR", reason: null })
      expect(paid.session.data.capture_id).toEqual(expect.any(String))
      expect(await capturesAtPayPal(orderId)).toBe("successful")
      const { data: orders } = await api.get(`/store/account/orders/${completed.data.order.id}`, { headers: shopper.headers })
      expect(orders.order).toMatchObject({ status: "validated", payment: { mode: "paypal", state: "paid" } })
    })

    it("sends the shopper back to approve when the capture is declined, and nothing is paid until then", async () => {
      relay.open = false
      const { cartId, orderId } = await payPalCart()
      expect((await control(orderId, "approve", "?reason=INSTRUMENT_DECLINED")).status).toBe(200)
      const declined = await completeCart(api, shopper, cartId)
      expect(declined.data.type).not.toBe("order")
      const after = await stateOf(cartId)
      expect(after).toMatchObject({ completed: false, orderId: null })
      expect(after.session.payment).toBeNull()
      expect(after.session.data).toMatchObject({ status: "declined", reason: "INSTRUMENT_DECLINED", attempt: 1, order_id: orderId })
      // The same approval link works again; the second approval is captured.
      expect((await fetch(after.session.data.approve_url)).status).toBe(200)
      expect((await control(orderId, "approve")).status).toBe(200)
      expect((await completeCart(api, shopper, cartId)).data.type).toBe("order")
      const paid = await stateOf(cartId)
      expect(paid.session.payment.captures).toHaveLength(1)
      expect(paid.session.data).toMatchObject({ status: "completed", captured_amount: "11.43" })
    })

    it("places and pays the order from the webhook alone, once, when it races the return page and is replayed five times", async () => {
      const alone = await payPalCart()
      expect((await control(alone.orderId, "approve")).status).toBe(200)
      // The shopper closed the tab after approving: PayPal's webhook completes the cart.
      const placed = await until(() => stateOf(alone.cartId), (state) => Boolean(state.session.payment?.captures?.length))
      expect(placed.orderId).not.toBeNull()

      const raced = await payPalCart()
      relay.open = false
      expect((await control(raced.orderId, "approve")).status).toBe(200)
      const approval = (await webhooks()).filter((webhook) => webhook.body.includes(raced.orderId)).at(-1)!
      const [returned] = await Promise.all([completeCart(api, shopper, raced.cartId), deliver(approval), deliver(approval)])
      expect(returned.data.type).toBe("order")
      const answers = await Promise.all(
        Array.from({ length: 5 }, async () => {
          for (const webhook of (await webhooks()).filter((candidate) => candidate.body.includes(raced.orderId))) await deliver(webhook)
          return true
        })
      )
      expect(answers).toHaveLength(5)
      const once = await stateOf(raced.cartId)
      expect(once.session.payment.captures).toHaveLength(1)
      expect(once.orderId).toBe(returned.data.order.id)
      const { data: payments } = await query().graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: once.session.id } })
      expect(payments).toHaveLength(1)
      // PayPal captured once: the one capture id, whatever the deliveries.
      const captureIds = new Set((await webhooks()).filter((webhook) => webhook.body.includes("PAYMENT.CAPTURE.COMPLETED") && webhook.body.includes(raced.orderId)).map((webhook) => JSON.parse(webhook.body).resource.id))
      expect([...captureIds]).toEqual([once.session.data.capture_id])
    })

    it("changes nothing on a forged or tampered webhook", async () => {
      relay.open = false
      const { cartId, orderId } = await payPalCart()
      expect((await control(orderId, "approve")).status).toBe(200)
      const genuine = (await webhooks()).filter((webhook) => webhook.body.includes(orderId)).at(-1)!
      const event = JSON.parse(genuine.body)

      const forged = { ...genuine.headers, "paypal-transmission-id": crypto.randomUUID(), "paypal-transmission-sig": "Zm9yZ2Vk" }
      expect((await deliver({ headers: forged, body: genuine.body })).status).toBe(200)
      // A genuine signature over another body (the same event, touched) is refused too.
      const tampered = JSON.stringify({ ...event, summary: "tampered" })
      expect((await deliver({ headers: genuine.headers, body: tampered })).status).toBe(200)
      expect((await deliver({ headers: {}, body: genuine.body })).status).toBe(200)
      const untouched = await stateOf(cartId)
      expect(untouched).toMatchObject({ completed: false, orderId: null })
      expect(untouched.session.payment).toBeNull()
      expect(await capturesAtPayPal(orderId)).toBe("pending")

      // The genuine delivery, as PayPal sent it, does place and pay the order.
      expect((await deliver(genuine)).status).toBe(200)
      expect((await stateOf(cartId)).session.payment.captures).toHaveLength(1)
    })

    it("holds the payment and marks nothing paid when PayPal captured another amount", async () => {
      relay.open = false
      const { cartId, orderId } = await payPalCart()
      expect((await control(orderId, "approve", "?amount=1.00")).status).toBe(200)
      const placed = await completeCart(api, shopper, cartId)
      expect(placed.data.type).toBe("order")
      const held = await stateOf(cartId)
      expect(held.session.status).toBe("pending_authorization")
      expect(held.session.payment).toBeNull()
      expect(held.session.data).toMatchObject({ status: "held", reason: "AMOUNT_MISMATCH", captured_amount: "1.00", amount_eur: "11.43" })
      await followPendingPayPalPayments(getContainer())
      for (const webhook of (await webhooks()).filter((candidate) => candidate.body.includes(orderId))) await deliver(webhook)
      expect((await stateOf(cartId)).session.payment).toBeNull()
      const { data } = await api.get(`/store/account/orders/${placed.data.order.id}`, { headers: shopper.headers })
      expect(data.order).toMatchObject({ status: "pending", payment: { state: "pending" } })
    })

    it("waits for a capture PayPal holds for review, then records it when PayPal completes it", async () => {
      relay.open = true
      const { cartId, orderId } = await payPalCart()
      relay.open = false
      expect((await control(orderId, "approve", "?reason=PENDING_REVIEW")).status).toBe(200)
      const placed = await completeCart(api, shopper, cartId)
      expect(placed.data.type).toBe("order")
      expect((await stateOf(cartId)).session.data).toMatchObject({ status: "pending", reason: "PENDING_REVIEW" })
      expect(await followPendingPayPalPayments(getContainer())).toMatchObject({})
      expect((await stateOf(cartId)).session.payment).toBeNull()

      relay.open = true
      expect((await control(orderId, "approve")).status).toBe(200)
      const paid = await until(() => stateOf(cartId), (state) => Boolean(state.session.payment?.captures?.length))
      expect(paid.session.payment.captures).toHaveLength(1)
      expect(paid.session.data).toMatchObject({ status: "completed" })
    })

    it("refunds through PayPal in euros, the last refund taking what is left to the cent", async () => {
      relay.open = false
      const { cartId, orderId } = await payPalCart()
      await control(orderId, "approve")
      expect((await completeCart(api, shopper, cartId)).data.type).toBe("order")
      const paymentId = (await stateOf(cartId)).session.payment.id
      await refundPaymentWorkflow(getContainer()).run({ input: { payment_id: paymentId, amount: 2500 } })
      await refundPaymentWorkflow(getContainer()).run({ input: { payment_id: paymentId, amount: 5000 } })
      const { data } = await query().graph({ entity: "payment", fields: ["data", "refunds.amount"], filters: { id: paymentId } })
      expect(data[0].refunds.map((refund: any) => Number(refund.amount)).sort()).toEqual([2500, 5000])
      const refunds = data[0].data.refunds as { id: string; amount_eur: string; amount_xaf: string }[]
      // 2 500 XAF = 3.81 EUR; the rest of 11.43 EUR is 7.62.
      expect(refunds.map((refund) => [refund.amount_xaf, refund.amount_eur])).toEqual([["2500", "3.81"], ["5000", "7.62"]])
      const atPayPal = await ledger()
      for (const refund of refunds) {
        expect(atPayPal.find((payment) => payment.reference === refund.id)).toMatchObject({ gateway: "paypal", amount: refund.amount_eur, currency: "EUR", status: "successful" })
      }
    })
  },
})
