import { xafToEurCents } from "@dreamshade/contracts"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { cancelFailedMobileMoneyOrders } from "../../../plugins/mobile-money/src/lib/cancel-unpaid"
import { findInterruptedOrders } from "../../src/lib/orders/interrupted-orders"
import { ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR } from "../../src/lib/accounts/throttle"
import { STRIPE_SIMULATOR_KEYS } from "../../../tools/simulators/gateways/stripe"
import { stripeSignature } from "../../../tools/simulators/gateways/stripe-wire"
import { createStockedProduct, setUpCheckout, type CheckoutSetUp, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { decideOnPhone, until } from "../mobile-money"
import { simulatedPayments, STOREFRONT, WEBHOOK_DELAY_MS } from "../simulated-payments"

const MTN = "pp_mtn-momo_mobile-money"
const BANK = "pp_bank-deposit_offline"
const MTN_NUMBER = "237670112244"
const ORANGE_NUMBER = "237690112244"

const PAYPAL = "pp_paypal_paypal"
const CARD = "pp_stripe_stripe"
// Medusa acts on Stripe's webhooks after the Payment Module's `webhook_delay` (WEBHOOK_DELAY_MS here).
const simulators = simulatedPayments()

type Attempt = { id: string; status: string; provider_id: string; data: any; created_at: string; payment: { id: string; captured_at: string | null; captures: { id: string }[] } | null }

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let product: Awaited<ReturnType<typeof createStockedProduct>>
    let shoppers = 0

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      product = await createStockedProduct(getContainer(), { title: "Beurre de karité", price: 5000, stock: 40 })
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    /** Each test its own shopper: paying again is throttled per customer. */
    const newShopper = () => checkout.shopper(`pay-again-${++shoppers}@example.cm`)

    /** Every attempt on the order's checkout collection, oldest first. */
    async function attemptsOf(orderId: string): Promise<Attempt[]> {
      const { data } = await query().graph({
        entity: "order",
        fields: [
          "payment_collections.payment_sessions.id",
          "payment_collections.payment_sessions.status",
          "payment_collections.payment_sessions.provider_id",
          "payment_collections.payment_sessions.data",
          "payment_collections.payment_sessions.created_at",
          "payment_collections.payment_sessions.payment.id",
          "payment_collections.payment_sessions.payment.captured_at",
          "payment_collections.payment_sessions.payment.captures.id",
        ],
        filters: { id: orderId },
      })
      const sessions = data[0].payment_collections.flatMap((collection: any) => collection.payment_sessions) as Attempt[]
      return sessions.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    }

    async function reservationsOf(orderId: string) {
      const { data } = await query().graph({ entity: "order", fields: ["items.id"], filters: { id: orderId } })
      const { data: reservations } = await query().graph({
        entity: "reservation_item",
        fields: ["id", "quantity", "line_item_id"],
        filters: { line_item_id: data[0].items.map((item: any) => item.id) },
      })
      return reservations as { quantity: number }[]
    }

    const statusOf = async (orderId: string) => (await query().graph({ entity: "order", fields: ["status"], filters: { id: orderId } })).data[0].status

    /** An MTN order whose push the phone refused: the order stands, its payment failed. */
    async function refusedMtnOrder(shopper: Shopper) {
      const order = await checkout.placeOrder(shopper, {
        providerId: MTN,
        paymentData: { phone: MTN_NUMBER },
        items: [{ variant_id: product.variantId, quantity: 2 }],
      })
      const [attempt] = await attemptsOf(order.id)
      await decideOnPhone(simulators.url, attempt!.data.reference, "refuse")
      await until(() => attemptsOf(order.id), ([first]) => first!.data.status === "failed")
      return order
    }

    const payAgain = (shopper: Shopper, orderId: string, body: Record<string, unknown>) =>
      api.post(`/store/account/orders/${orderId}/payment`, body, { headers: shopper.headers }).catch((error: any) => error.response)
    const orderOf = async (shopper: Shopper, orderId: string) =>
      (await api.get(`/store/account/orders/${orderId}`, { headers: shopper.headers })).data.order

    describe("POST /store/account/orders/:id/payment", () => {
      it("pays a refused MTN order by bank deposit: awaited, its stock reserved once, one payment", async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const before = await orderOf(shopper, order.id)
        expect(before.payment.mobile_money).toMatchObject({ status: "failed", reason: "APPROVAL_REJECTED" })
        expect(before.pay_again.payment_modes.find((mode: any) => mode.code === "bank_deposit")).toMatchObject({ available: true, provider_id: BANK })
        // Neither job takes the failed order away while the shopper may pay it again.
        expect((await findInterruptedOrders(getContainer(), new Date(Date.now() + 5 * 60_000))).map((found) => found.id)).not.toContain(order.id)

        const paid = await payAgain(shopper, order.id, { provider_id: BANK })
        expect(paid.status).toBe(200)
        expect(paid.data.payment_session).toMatchObject({ provider_id: BANK, status: "authorized" })
        expect(paid.data.order).toMatchObject({
          status: "pending",
          payment: { mode: "bank_deposit", state: "pending", mobile_money: null },
          payment_instructions: { kind: "bank_deposit" },
          pay_again: null,
        })

        const attempts = await attemptsOf(order.id)
        expect(attempts.map((attempt) => [attempt.provider_id, attempt.status])).toEqual([
          [MTN, "error"],
          [BANK, "authorized"],
        ])
        expect(attempts.filter((attempt) => attempt.payment)).toHaveLength(1)
        expect(attempts[1]!.payment!.captured_at).toBeNull()
        expect(await reservationsOf(order.id)).toEqual([expect.objectContaining({ quantity: 2 })])

        // A second click: the deposit is already awaited, nothing more is made.
        const again = await payAgain(shopper, order.id, { provider_id: BANK })
        expect(again.status).toBe(400)
        expect(again.data.code).toBe("order_payment_awaited")
        expect(await attemptsOf(order.id)).toHaveLength(2)
        expect(await cancelFailedMobileMoneyOrders(getContainer(), { now: new Date(Date.now() + 31 * 60_000) })).not.toContain(order.id)
        expect(await statusOf(order.id)).toBe("pending")
      })

      it("pays a refused order again by MTN: a new push, followed, paid exactly once", async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const [failed] = await attemptsOf(order.id)

        const sent = await payAgain(shopper, order.id, { provider_id: MTN, data: { phone: "+237 670 11 22 44" } })
        expect(sent.status).toBe(200)
        expect(sent.data.payment_session).toMatchObject({ provider_id: MTN, status: "pending_authorization", data: { status: "pending", phone: MTN_NUMBER } })
        const reference = sent.data.payment_session.data.reference
        expect(reference).not.toBe(failed!.data.reference)
        expect(sent.data.order.payment.mobile_money).toMatchObject({ status: "pending", phone: MTN_NUMBER })
        expect(sent.data.order.pay_again).toBeNull()

        // While the phone has not answered: no other attempt, and no cancellation of the order.
        const meanwhile = await payAgain(shopper, order.id, { provider_id: BANK })
        expect(meanwhile.status).toBe(400)
        expect(meanwhile.data.code).toBe("order_payment_in_progress")
        expect(await cancelFailedMobileMoneyOrders(getContainer(), { now: new Date(Date.now() + 31 * 60_000) })).not.toContain(order.id)

        await decideOnPhone(simulators.url, reference, "approve")
        const attempts = await until(() => attemptsOf(order.id), (found) => Boolean(found[1]?.payment?.captures.length))
        expect(attempts.map((attempt) => attempt.status)).toEqual(["error", "authorized"])
        expect(attempts[1]!.payment!.captures).toHaveLength(1)
        expect(attempts.filter((attempt) => attempt.payment)).toHaveLength(1)
        expect(await reservationsOf(order.id)).toEqual([expect.objectContaining({ quantity: 2 })])
        // The order is validated by the capture's subscriber, just after the capture itself.
        const detail = await until(() => orderOf(shopper, order.id), (found) => found.status === "validated")
        expect(detail).toMatchObject({ status: "validated", payment: { mode: "mtn_momo", state: "paid" }, pay_again: null })

        const paidAlready = await payAgain(shopper, order.id, { provider_id: BANK })
        expect(paidAlready.status).toBe(400)
        expect(paidAlready.data).toMatchObject({ code: "order_already_paid", message: "This order is already paid." })
      })

      it("refuses a number of another operator, or no number, and changes nothing", async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const wrong = await payAgain(shopper, order.id, { provider_id: MTN, data: { phone: ORANGE_NUMBER } })
        expect(wrong.status).toBe(400)
        expect(wrong.data).toMatchObject({ code: "wrong_operator", message: "Please enter a valid MTN number starting with 237." })
        const missing = await payAgain(shopper, order.id, { provider_id: MTN })
        expect(missing.status).toBe(400)
        expect(missing.data.code).toBe("invalid_phone")

        const attempts = await attemptsOf(order.id)
        expect(attempts.map((attempt) => [attempt.provider_id, attempt.status])).toEqual([[MTN, "error"]])
        expect((await orderOf(shopper, order.id)).pay_again).not.toBeNull()
        const unknownMode = await payAgain(shopper, order.id, { provider_id: "pp_system_default" })
        expect(unknownMode.status).toBe(400)
        expect(unknownMode.data.code).toBe("payment_mode_not_available")
        const extraField = await payAgain(shopper, order.id, { provider_id: BANK, data: { amount: 1 } })
        expect(extraField.status).toBe(400)
        expect(await attemptsOf(order.id)).toHaveLength(1)
      })

      it("answers 404 for another customer's order, and changes nothing", async () => {
        const owner = await newShopper()
        const stranger = await newShopper()
        const order = await refusedMtnOrder(owner)
        const answer = await payAgain(stranger, order.id, { provider_id: BANK })
        expect(answer.status).toBe(404)
        expect(await attemptsOf(order.id)).toHaveLength(1)
        expect((await api.get(`/store/account/orders/${order.id}`, { headers: stranger.headers }).catch((error: any) => error.response)).status).toBe(404)
      })

      it("refuses an order still awaiting the operator, and a cancelled order", async () => {
        const shopper = await newShopper()
        const awaited = await checkout.placeOrder(shopper, {
          providerId: MTN,
          paymentData: { phone: MTN_NUMBER },
          items: [{ variant_id: product.variantId, quantity: 1 }],
        })
        expect((await orderOf(shopper, awaited.id)).pay_again).toBeNull()
        const inProgress = await payAgain(shopper, awaited.id, { provider_id: BANK })
        expect(inProgress.status).toBe(400)
        expect(inProgress.data).toMatchObject({ code: "order_payment_in_progress", message: "This order's payment is still in progress; wait for its answer." })

        const cancelled = await refusedMtnOrder(shopper)
        await cancelOrderWorkflow(getContainer()).run({ input: { order_id: cancelled.id } })
        const refused = await payAgain(shopper, cancelled.id, { provider_id: BANK })
        expect(refused.status).toBe(400)
        expect(refused.data).toMatchObject({ code: "order_cancelled", message: "This order was cancelled; it can no longer be paid." })
        expect((await orderOf(shopper, cancelled.id)).pay_again).toBeNull()
        expect((await attemptsOf(cancelled.id)).filter((attempt) => attempt.provider_id === BANK)).toHaveLength(0)
      })

      it(`allows ${ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR} attempts an hour per customer`, async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        for (let attempt = 0; attempt < ORDER_PAYMENTS_PER_CUSTOMER_PER_HOUR; attempt++) {
          expect((await payAgain(shopper, order.id, { provider_id: "pp_unknown_nowhere" })).status).toBe(400)
        }
        const throttled = await payAgain(shopper, order.id, { provider_id: BANK })
        expect(throttled.status).toBe(429)
        expect(throttled.data.code).toBe("too_many_attempts")
        expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0)
        expect(await attemptsOf(order.id)).toHaveLength(1)
      })
    })

    describe("paying again on PayPal's or the card's page", () => {
      /** The order page's return from PayPal or the card form, for session `sessionId`. */
      const authorizeReturn = (shopper: Shopper, orderId: string, sessionId: string) =>
        api.post(`/store/account/orders/${orderId}/payment/${sessionId}/authorize`, {}, { headers: shopper.headers }).catch((error: any) => error.response)
      const approveOnPayPal = (payPalOrderId: string) =>
        fetch(`${simulators.url}/checkoutnow/approve?token=${payPalOrderId}`, { method: "POST", redirect: "manual" })
      const capturedOnOrder = async (orderId: string) => {
        const { data } = await query().graph({ entity: "order", fields: ["transactions.amount", "transactions.reference"], filters: { id: orderId } })
        return data[0].transactions.filter((transaction: any) => transaction.reference === "capture").map((transaction: any) => Number(transaction.amount))
      }

      it("pays a refused MTN order by PayPal: the euros asked, approval, the return to the order captures once", async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const before = await orderOf(shopper, order.id)
        expect(before.pay_again.payment_modes.find((mode: any) => mode.code === "paypal")).toMatchObject({ available: true, provider_id: PAYPAL })
        const eur = (xafToEurCents(before.total) / 100).toFixed(2)

        const sent = await payAgain(shopper, order.id, { provider_id: PAYPAL, data: { locale: "en" } })
        expect(sent.status).toBe(200)
        const session = sent.data.payment_session
        expect(session).toMatchObject({
          provider_id: PAYPAL,
          status: "pending",
          data: { gateway: "paypal", status: "created", shop_order_id: order.id, amount_xaf: String(before.total), amount_eur: eur, currency: "EUR" },
        })
        // Nothing is taken yet: the order can still be paid another way.
        expect(sent.data.order).toMatchObject({ payment: { mode: "paypal", state: "pending" } })
        expect(sent.data.order.pay_again).not.toBeNull()

        // Back before approving: nothing taken, the shopper is to approve on PayPal.
        const early = await authorizeReturn(shopper, order.id, session.id)
        expect(early.status).toBe(200)
        expect(early.data.payment_session.status).toBe("requires_more")
        expect(early.data.order.payment.state).toBe("pending")

        const approved = await approveOnPayPal(session.data.order_id)
        expect(approved.headers.get("location")).toBe(`${STOREFRONT}/dashboard/orders/${order.id}/paypal/return?session=${session.id}&token=${session.data.order_id}&PayerID=SIMPAYER01`)
        const back = await authorizeReturn(shopper, order.id, session.id)
        expect(back.status).toBe(200)
        expect(back.data.order).toMatchObject({ status: "validated", payment: { mode: "paypal", state: "paid" }, pay_again: null })

        // A reload, and PayPal's webhook for the approval, capture nothing more.
        expect((await authorizeReturn(shopper, order.id, session.id)).status).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        const attempts = await attemptsOf(order.id)
        expect(attempts.map((attempt) => [attempt.provider_id, attempt.status])).toEqual([
          [MTN, "error"],
          [PAYPAL, "authorized"],
        ])
        expect(attempts[1]!.payment!.captures).toHaveLength(1)
        expect(attempts[1]!.data).toMatchObject({ status: "completed", captured_amount: eur, captured_currency: "EUR" })
        expect(await capturedOnOrder(order.id)).toEqual([before.total])
        expect(await reservationsOf(order.id)).toEqual([expect.objectContaining({ quantity: 2 })])
      })

      it("pays the order when the shopper approves on PayPal and never comes back (PayPal's webhook)", async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const session = (await payAgain(shopper, order.id, { provider_id: PAYPAL })).data.payment_session
        expect((await approveOnPayPal(session.data.order_id)).status).toBe(303)
        const attempts = await until(() => attemptsOf(order.id), (found) => Boolean(found[1]?.payment?.captures.length))
        expect(attempts[1]!.payment!.captures).toHaveLength(1)
        const detail = await until(() => orderOf(shopper, order.id), (found) => found.status === "validated")
        expect(detail).toMatchObject({ status: "validated", payment: { mode: "paypal", state: "paid" } })
      })

      it("captures nothing on PayPal once the order is awaited another way, and cancels an order left on PayPal's page", async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const session = (await payAgain(shopper, order.id, { provider_id: PAYPAL })).data.payment_session
        // The shopper turns back from PayPal and chooses a bank deposit instead.
        expect((await payAgain(shopper, order.id, { provider_id: BANK })).status).toBe(200)
        expect((await approveOnPayPal(session.data.order_id)).status).toBe(303)
        const late = await authorizeReturn(shopper, order.id, session.id)
        expect(late.status).toBe(400)
        expect(late.data.code).toBe("order_payment_awaited")
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        const attempts = await attemptsOf(order.id)
        expect(attempts.map((attempt) => [attempt.provider_id, Boolean(attempt.payment)])).toEqual([
          [MTN, false],
          [PAYPAL, false],
          [BANK, true],
        ])
        const atPayPal = ((await (await fetch(`${simulators.url}/control/payments`)).json()) as any[]).find((entry) => entry.reference === session.data.order_id)
        expect(atPayPal.status).not.toBe("successful")

        // Left on PayPal's page: the order is released like a refused one, once the delay has passed.
        const left = await refusedMtnOrder(shopper)
        expect((await payAgain(shopper, left.id, { provider_id: PAYPAL })).status).toBe(200)
        expect(await cancelFailedMobileMoneyOrders(getContainer())).not.toContain(left.id)
        expect(await cancelFailedMobileMoneyOrders(getContainer(), { now: new Date(Date.now() + 31 * 60_000) })).toContain(left.id)
      })

      it("pays a refused order by card: the intent for the order's francs, paid in the browser, captured once on return", async () => {
        const shopper = await newShopper()
        const stranger = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const total = (await orderOf(shopper, order.id)).total
        const sent = await payAgain(shopper, order.id, { provider_id: CARD })
        expect(sent.status).toBe(200)
        const session = sent.data.payment_session
        expect(session.data).toMatchObject({ amount: total, currency: "xaf", status: "requires_payment_method" })

        // Back before paying: nothing taken, the card form again.
        const early = await authorizeReturn(shopper, order.id, session.id)
        expect(early.status).toBe(200)
        expect(early.data.payment_session.status).toBe("pending")
        expect(early.data.order.payment.state).toBe("pending")

        // The card form (Stripe.js) confirms the intent with the publishable key and its client secret.
        const confirmed = await fetch(`${simulators.url}/v1/payment_intents/${session.data.id}/confirm`, {
          method: "POST",
          headers: { authorization: `Bearer ${STRIPE_SIMULATOR_KEYS.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ client_secret: session.data.client_secret, payment_method: "pm_card_visa" }),
        })
        expect(((await confirmed.json()) as any).status).toBe("succeeded")

        // The card page reads its client secret; nobody else can, nor authorize it, nor name a
        // session that is not this order's attempt on another page.
        const read = await api.get(`/store/account/orders/${order.id}/payment/${session.id}`, { headers: shopper.headers })
        expect(read.data.payment_session).toMatchObject({ id: session.id, provider_id: CARD, data: { client_secret: session.data.client_secret } })
        const peek = await api.get(`/store/account/orders/${order.id}/payment/${session.id}`, { headers: stranger.headers }).catch((error: any) => error.response)
        expect(peek.status).toBe(404)
        expect((await authorizeReturn(stranger, order.id, session.id)).status).toBe(404)
        const [failed] = await attemptsOf(order.id)
        const notRedirect = await authorizeReturn(shopper, order.id, failed!.id)
        expect(notRedirect.status).toBe(404)
        expect(notRedirect.data.code).toBe("order_payment_session_unknown")

        const back = await authorizeReturn(shopper, order.id, session.id)
        expect(back.status).toBe(200)
        expect(back.data.order).toMatchObject({ status: "validated", payment: { mode: "card", state: "paid" }, pay_again: null })
        const attempts = await attemptsOf(order.id)
        expect(attempts[1]).toMatchObject({ provider_id: CARD, status: "authorized" })
        expect(attempts[1]!.payment!.captures).toHaveLength(1)
        expect(await capturedOnOrder(order.id)).toEqual([total])
      })
    })

    describe("card attempts on one order: never charged twice (issue 27)", () => {
      const STRIPE = STRIPE_SIMULATOR_KEYS
      /** The card form (Stripe.js) confirming an intent with the publishable key and its client secret. */
      const payInBrowser = async (intent: { id: string; client_secret: string }) => {
        const response = await fetch(`${simulators.url}/v1/payment_intents/${intent.id}/confirm`, {
          method: "POST",
          headers: { authorization: `Bearer ${STRIPE.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ client_secret: intent.client_secret, payment_method: "pm_card_visa" }),
        })
        return { status: response.status, body: (await response.json()) as any }
      }
      const readSecret = (shopper: Shopper, orderId: string, sessionId: string) =>
        api.get(`/store/account/orders/${orderId}/payment/${sessionId}`, { headers: shopper.headers }).catch((error: any) => error.response)
      const authorizeReturn = (shopper: Shopper, orderId: string, sessionId: string) =>
        api.post(`/store/account/orders/${orderId}/payment/${sessionId}/authorize`, {}, { headers: shopper.headers }).catch((error: any) => error.response)
      /** Stripe's event for the intent as it now stands, signed with the shop's webhook secret. */
      async function postWebhook(intentId: string) {
        const intent = await (await fetch(`${simulators.url}/v1/payment_intents/${intentId}`, { headers: { authorization: `Bearer ${STRIPE.secretKey}` } })).json()
        const payload = JSON.stringify({ id: `evt_replay_${Date.now()}`, object: "event", type: "payment_intent.succeeded", data: { object: intent } })
        return fetch(`${process.env.MEDUSA_BACKEND_URL}/hooks/payment/stripe_stripe`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, STRIPE.webhookSecret) },
          body: payload,
        })
      }
      const refundsAtStripe = (intentId: string) => (simulators.ledger.get(intentId)?.extra.refunds ?? []) as { amount: number }[]
      async function orderMoney(orderId: string) {
        const { data } = await query().graph({
          entity: "order",
          fields: [
            "transactions.amount",
            "transactions.reference",
            "payment_collections.payments.id",
            "payment_collections.payments.payment_session_id",
            "payment_collections.payments.captures.id",
            "payment_collections.payments.refunds.amount",
            "payment_collections.payments.refunds.note",
          ],
          filters: { id: orderId },
        })
        const payments = data[0].payment_collections.flatMap((collection: any) => collection.payments) as any[]
        const transactions = (data[0].transactions as any[]).map((transaction) => [transaction.reference, Number(transaction.amount)])
        return { payments, transactions }
      }
      const staffMails = async (orderReference: number) =>
        (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ template: "payment-refunded-to-shop" })).filter(
          (mail: any) => mail.data?.order_reference === orderReference
        )

      it("cancels the earlier card intent at Stripe when a new attempt is made, and gives a client secret only for the open attempt", async () => {
        const shopper = await newShopper()
        const stranger = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const first = (await payAgain(shopper, order.id, { provider_id: CARD })).data.payment_session
        expect((await readSecret(shopper, order.id, first.id)).data.payment_session.data.client_secret).toBe(first.data.client_secret)

        // A second tab makes another card attempt: the first form can no longer charge the card.
        const second = (await payAgain(shopper, order.id, { provider_id: CARD })).data.payment_session
        expect(second.data.id).not.toBe(first.data.id)
        expect(simulators.ledger.get(first.data.id)).toMatchObject({ status: "expired", reason: "canceled" })
        expect((await attemptsOf(order.id)).map((attempt) => [attempt.provider_id, attempt.status])).toEqual([
          [MTN, "error"],
          [CARD, "canceled"],
          [CARD, "pending"],
        ])
        const stale = await payInBrowser(first.data)
        expect(stale.status).toBe(400)
        expect(stale.body.error.code).toBe("payment_intent_unexpected_state")
        const closed = await readSecret(shopper, order.id, first.id)
        expect(closed.status).toBe(400)
        expect(closed.data).toMatchObject({ code: "order_payment_session_closed" })
        expect(closed.data.message).toMatch(/closed/)
        // Another customer never reads it, open or not.
        expect((await readSecret(stranger, order.id, second.id)).status).toBe(404)

        expect((await payInBrowser(second.data)).body.status).toBe("succeeded")
        expect((await authorizeReturn(shopper, order.id, second.id)).data.order).toMatchObject({ payment: { mode: "card", state: "paid" } })
        const paid = await readSecret(shopper, order.id, second.id)
        expect(paid.status).toBe(400)
        expect(paid.data).toMatchObject({ code: "order_already_paid", message: "This order is already paid." })

        // Choosing a bank deposit after a card attempt cancels that intent too.
        const other = await refusedMtnOrder(shopper)
        const card = (await payAgain(shopper, other.id, { provider_id: CARD })).data.payment_session
        expect((await payAgain(shopper, other.id, { provider_id: BANK })).status).toBe(200)
        expect(simulators.ledger.get(card.data.id)).toMatchObject({ status: "expired", reason: "canceled" })
        expect((await payInBrowser(card.data)).status).toBe(400)
        expect((await readSecret(shopper, other.id, card.id)).data.code).toBe("order_payment_awaited")

        // Two card forms both left unpaid (the older cancelled at Stripe): the order is released
        // once the delay has passed, like any order whose attempts all ended without money.
        const left = await refusedMtnOrder(shopper)
        expect((await payAgain(shopper, left.id, { provider_id: CARD })).status).toBe(200)
        expect((await payAgain(shopper, left.id, { provider_id: CARD })).status).toBe(200)
        expect((await attemptsOf(left.id)).map((attempt) => attempt.status)).toEqual(["error", "canceled", "pending"])
        expect(await cancelFailedMobileMoneyOrders(getContainer())).not.toContain(left.id)
        expect(await cancelFailedMobileMoneyOrders(getContainer(), { now: new Date(Date.now() + 31 * 60_000) })).toContain(left.id)
      })

      it("keeps one of two card payments of the same order reaching Stripe's webhook at once, refunds the other at Stripe and tells staff; replays change nothing", async () => {
        const shopper = await newShopper()
        const order = await refusedMtnOrder(shopper)
        const { total, reference } = await orderOf(shopper, order.id)
        const first = (await payAgain(shopper, order.id, { provider_id: CARD })).data.payment_session
        // A second live intent for the same order, as two attempts made at once on two servers
        // would leave (the route's lock and cancellation prevent it; the webhook must hold anyway).
        const [collectionId] = (await query().graph({ entity: "order", fields: ["payment_collections.id"], filters: { id: order.id } })).data[0]
          .payment_collections.map((collection: any) => collection.id)
        const second = await getContainer()
          .resolve(Modules.PAYMENT)
          .createPaymentSession(collectionId, { provider_id: CARD, amount: total, currency_code: "xaf", data: {} })
        const secondIntent = second.data as { id: string; client_secret: string }

        // Both tabs pay; Stripe sends both `payment_intent.succeeded` at once.
        const paid = await Promise.all([payInBrowser(first.data), payInBrowser(secondIntent)])
        expect(paid.map((answer) => answer.body.status)).toEqual(["succeeded", "succeeded"])
        const intents = [first.data.id as string, secondIntent.id]
        await until(
          async () => intents.map((id) => refundsAtStripe(id).length),
          (counts) => counts.reduce((a, b) => a + b, 0) === 1,
          40_000
        )
        // The refund's order transaction is written just after Stripe is asked.
        const settled = await until(() => orderMoney(order.id), ({ transactions }) => transactions.length === 3)
        expect(intents.map((id) => refundsAtStripe(id).map((refund) => refund.amount)).sort()).toEqual([[], [total]])
        const refunded = settled.payments.filter((payment) => payment.refunds.length)
        expect(refunded).toHaveLength(1)
        expect(refunded[0].refunds).toEqual([expect.objectContaining({ amount: total, note: expect.stringContaining("already paid") })])
        expect(settled.transactions.sort()).toEqual([["capture", total], ["capture", total], ["refund", -total]].sort())
        expect(await orderOf(shopper, order.id)).toMatchObject({ payment: { mode: "card", state: "paid" }, pay_again: null })
        const mails = await until(() => staffMails(reference), (found) => found.length > 0)
        expect(mails).toEqual([expect.objectContaining({ to: "contact@dreamshade.cm", channel: "email" })])

        // Stripe delivers both events again, several times: nothing more is captured, refunded or sent.
        for (let replay = 0; replay < 3; replay++) {
          for (const id of intents) expect((await postWebhook(id)).status).toBe(200)
        }
        await new Promise((resolve) => setTimeout(resolve, WEBHOOK_DELAY_MS + 3_000))
        const after = await orderMoney(order.id)
        expect(after.transactions.sort()).toEqual(settled.transactions.sort())
        expect(after.payments.flatMap((payment) => payment.refunds)).toHaveLength(1)
        expect(intents.flatMap((id) => refundsAtStripe(id))).toHaveLength(1)
        expect(await staffMails(reference)).toHaveLength(1)
      })
    })
  },
})
