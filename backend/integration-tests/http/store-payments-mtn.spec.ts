import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { cancelFailedMobileMoneyOrders } from "../../../plugins/mobile-money/src/lib/cancel-unpaid"
import { followPendingPayments } from "../../../plugins/mobile-money/src/lib/follow-payments"
import { completeCart, type CheckoutSetUp, type Shopper, setUpPaymentSpec } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { checkoutSessionOf, decideOnPhone, until } from "../mobile-money"
import { simulatedPayments } from "../simulated-payments"

const MTN = "pp_mtn-momo_mobile-money"
const MTN_NUMBER = "237670112233"

const simulators = simulatedPayments()

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let variantId: string

    beforeAll(async () => {
      ;({ checkout, shopper, variantId } = await setUpPaymentSpec(getContainer(), api, "momo@example.cm", { title: "Savon noir", price: 4500, stock: 30 }))
    })

    const sessionOf = (orderId: string) => checkoutSessionOf(getContainer(), orderId)
    /** The order placed with MTN: the push is sent, the order saved awaiting the payment. */
    async function placeMtnOrder() {
      const order = await checkout.placeOrder(shopper, {
        providerId: MTN,
        paymentData: { phone: MTN_NUMBER },
        items: [{ variant_id: variantId, quantity: 2 }],
      })
      const session = await sessionOf(order.id)
      return { order, session, reference: session.data.reference as string }
    }

    const decide = (reference: string, action: "approve" | "refuse" | "expire", query = "") => decideOnPhone(simulators.url, reference, action, query)
    const hook = (sessionId: string, body: unknown = {}) =>
      api.post(`/hooks/mobile-money/sessions/${sessionId}`, body).catch((error: any) => error.response)

    it("places the order awaiting payment, then MTN's callback makes it paid once", async () => {
      const { order, session, reference } = await placeMtnOrder()
      expect(session.status).toBe("pending_authorization")
      expect(session.payment).toBeNull()
      expect(session.data).toMatchObject({ gateway: "mtn", phone: MTN_NUMBER, amount: "10000", currency: "XAF", status: "pending" })
      const [pushed] = (await (await fetch(`${simulators.url}/control/payments`)).json()) as any[]
      expect(pushed).toMatchObject({ reference, gateway: "mtn", phone: MTN_NUMBER, amount: "10000", currency: "XAF", status: "pending" })

      await decide(reference, "approve")
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      expect(paid.status).toBe("authorized")
      expect(paid.payment!.captures).toHaveLength(1)
      expect(paid.data).toMatchObject({ status: "successful", confirmed_amount: "10000" })
    })

    it("pays an order whose approval comes back before checkout has saved the push", async () => {
      // The phone approves the instant the push is answered, so MTN's one callback can arrive while
      // checkout is still saving the order: the callback route asks again shortly after.
      const autoApprove = (enabled: boolean) => fetch(`${simulators.url}/control/auto-approve?enabled=${enabled}`, { method: "POST" })
      await autoApprove(true)
      try {
        const { order } = await placeMtnOrder()
        const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length), 20_000)
        expect(paid.payment!.captures).toHaveLength(1)
        expect(paid.data).toMatchObject({ status: "successful" })
      } finally {
        await autoApprove(false)
      }
    })

    it("captures once when the callback is replayed five times and races the job", async () => {
      const { order, session, reference } = await placeMtnOrder()
      await decide(reference, "approve")
      await Promise.all([
        ...Array.from({ length: 5 }, () => hook(session.id, { status: "SUCCESSFUL" })),
        followPendingPayments(getContainer()),
        followPendingPayments(getContainer()),
      ])
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      expect(paid.payment!.captures).toHaveLength(1)
      // The capture shows before the confirmation ends: a replay meanwhile is answered 202, in flight.
      expect((await until<{ status: number }>(() => hook(session.id), (answer) => answer.status === 200)).status).toBe(200)
      for (let i = 0; i < 5; i++) expect((await hook(session.id)).status).toBe(200)
      expect((await sessionOf(order.id)).payment!.captures).toHaveLength(1)
    })

    it("captures a payment a stop left authorized without its capture, once", async () => {
      const { order, reference } = await placeMtnOrder()
      await decide(reference, "approve")
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      // What a stop between Medusa's authorization and the capture leaves (confirm-payment.ts).
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg("capture").where({ payment_id: paid.payment!.id }).delete()
      await pg("payment").where({ id: paid.payment!.id }).update({ captured_at: null })
      expect((await sessionOf(order.id)).payment!.captures).toHaveLength(0)

      expect((await followPendingPayments(getContainer()))[paid.id]).toBe("paid")
      expect((await sessionOf(order.id)).payment!.captures).toHaveLength(1)
      // Captured now: the next run leaves it alone.
      expect(await followPendingPayments(getContainer())).not.toHaveProperty(paid.id)
    })

    /** A paid MTN order, then what a stop at `cut` during Medusa's capture leaves of it (finish-capture.ts). */
    async function captureCutShort(cut: "after the capture" | "after captured_at" | "before the order's transaction") {
      const { order, reference } = await placeMtnOrder()
      await decide(reference, "approve")
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      const container = getContainer()
      const orders = container.resolve(Modules.ORDER)
      // The capture workflow writes the order's transaction just after the capture.
      const transactions = await until(
        () => orders.listOrderTransactions({ order_id: order.id, reference: "capture" }),
        (found) => found.length > 0
      )
      expect(transactions).toHaveLength(1)
      await orders.deleteOrderTransactions(transactions.map((transaction) => transaction.id))
      if (cut !== "before the order's transaction") {
        const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const payment = await pg("payment").where({ id: paid.payment!.id }).first()
        await pg("payment_collection")
          .where({ id: payment.payment_collection_id })
          .update({ status: "authorized", captured_amount: 0, raw_captured_amount: { value: "0", precision: 20 }, completed_at: null })
        if (cut === "after the capture") await pg("payment").where({ id: payment.id }).update({ captured_at: null })
      }
      return { order, session: paid }
    }
    /** What the shopper and staff would read: payment status, captures, the order's capture transactions. */
    async function paidState(orderId: string) {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["payment_collections.status", "payment_collections.captured_amount", "payment_collections.payments.captures.id", "transactions.reference_id", "transactions.amount"],
          filters: { id: orderId },
        })
      const [order] = data as any[]
      const captures = order.payment_collections.flatMap((collection: any) => collection.payments.flatMap((payment: any) => payment.captures))
      return {
        collection: { status: order.payment_collections[0].status, captured: Number(order.payment_collections[0].captured_amount) },
        captures: captures.map((capture: any) => capture.id),
        transactions: order.transactions.map((transaction: any) => ({ reference_id: transaction.reference_id, amount: Number(transaction.amount) })),
      }
    }

    for (const cut of ["after the capture", "after captured_at", "before the order's transaction"] as const) {
      it(`finishes, once, a capture a stop cut short ${cut}`, async () => {
        const { order, session } = await captureCutShort(cut)
        expect((await paidState(order.id)).transactions).toHaveLength(0)

        expect((await followPendingPayments(getContainer()))[session.id]).toBe("paid")
        const state = await paidState(order.id)
        expect(state.collection).toEqual({ status: "completed", captured: 10_000 })
        expect(state.captures).toHaveLength(1)
        expect(state.transactions).toEqual([{ reference_id: state.captures[0], amount: 10_000 }])
        const { data } = await api.get(`/store/account/orders/${order.id}`, { headers: shopper.headers })
        expect(data.order.status).toBe("validated")
        // Finished now: the next run and a replayed callback leave it alone.
        expect(await followPendingPayments(getContainer())).not.toHaveProperty(session.id)
        expect((await hook(session.id)).status).toBe(200)
        expect(await paidState(order.id)).toEqual(state)
      })
    }

    it("keeps MTN's reason when the shopper refuses or lacks funds, and when the request expires", async () => {
      for (const [action, query, reason, status] of [
        ["refuse", "", "APPROVAL_REJECTED", "failed"],
        ["refuse", "?reason=NOT_ENOUGH_FUNDS", "NOT_ENOUGH_FUNDS", "failed"],
        ["expire", "", "EXPIRED", "expired"],
      ] as const) {
        const { order, reference } = await placeMtnOrder()
        await decide(reference, action, query)
        const failed = await until(() => sessionOf(order.id), (state) => state.data.status !== "pending")
        expect(failed.data).toMatchObject({ status, reason })
        expect(failed.payment).toBeNull()
      }
    })

    it("gives the stock of a refused order back after a while, never that of an awaited one", async () => {
      const refused = await placeMtnOrder()
      const awaited = await placeMtnOrder()
      await decide(refused.reference, "refuse")
      await until(() => sessionOf(refused.order.id), (state) => state.data.status === "failed")
      const statusOf = async (orderId: string) =>
        (await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["status"], filters: { id: orderId } })).data[0].status

      expect(await cancelFailedMobileMoneyOrders(getContainer())).toEqual([])
      const later = new Date(Date.now() + 31 * 60_000)
      expect(await cancelFailedMobileMoneyOrders(getContainer(), { now: later })).toEqual([refused.order.id])
      expect(await statusOf(refused.order.id)).toBe("canceled")
      expect(await statusOf(awaited.order.id)).toBe("pending")
      expect(await cancelFailedMobileMoneyOrders(getContainer(), { now: later })).toEqual([])
    })

    it("changes nothing on a forged callback: the operator has not said anything", async () => {
      const { order, session } = await placeMtnOrder()
      expect((await hook(session.id, { status: "SUCCESSFUL", amount: "10000", externalId: session.id })).status).toBe(200)
      expect((await hook("payses_01J00000000000000000000000", { status: "SUCCESSFUL" })).status).toBe(200)
      const after = await sessionOf(order.id)
      expect(after.status).toBe("pending_authorization")
      expect(after.payment).toBeNull()
    })

    it("captures nothing when MTN reports another amount than asked: the payment is held", async () => {
      const { order, reference } = await placeMtnOrder()
      await decide(reference, "approve", "?amount=100")
      const held = await until(() => sessionOf(order.id), (state) => state.data.status !== "pending")
      expect(held.data).toMatchObject({ status: "held", reason: "AMOUNT_MISMATCH", confirmed_amount: "100" })
      expect(held.payment).toBeNull()
      await followPendingPayments(getContainer())
      expect((await sessionOf(order.id)).payment).toBeNull()
    })

    it("refuses a number of another operator, or not a Cameroonian mobile, with a clear code", async () => {
      for (const [phone, code] of [
        ["237690112233", "wrong_operator"],
        ["670112233", "invalid_phone"],
      ]) {
        const cartId = await checkout.cart(shopper, { providerId: "pp_bank-deposit_offline", items: [{ variant_id: variantId, quantity: 1 }] })
        const { data } = await api.get(`/store/carts/${cartId}?fields=payment_collection.id`, { headers: shopper.headers })
        const refused = await api
          .post(`/store/payment-collections/${data.cart.payment_collection.id}/payment-sessions`, { provider_id: MTN, data: { phone } }, { headers: shopper.headers })
          .catch((error: any) => error.response)
        expect(refused.status).toBe(400)
        expect(refused.data.message).toMatch(phone.startsWith("2376") ? /valid MTN number starting with 237/ : /237 followed by 9 digits/)
        // The bag is untouched: the shopper can choose again.
        expect((await completeCart(api, shopper, cartId)).status).toBe(200)
      }
    })

    it("pays the money back through MTN's Disbursement API", async () => {
      const { order, reference } = await placeMtnOrder()
      await decide(reference, "approve")
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      await refundPaymentWorkflow(getContainer()).run({ input: { payment_id: paid.payment!.id, amount: 4000 } })
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "payment", fields: ["data", "refunds.amount"], filters: { id: paid.payment!.id } })
      expect(data[0].refunds.map((refund: any) => Number(refund.amount))).toEqual([4000])
      const refundReference = data[0].data.refunds[0].reference
      const ledger = (await (await fetch(`${simulators.url}/control/payments`)).json()) as any[]
      expect(ledger.find((entry) => entry.reference === refundReference)).toMatchObject({
        gateway: "mtn",
        phone: MTN_NUMBER,
        amount: "4000",
        status: "successful",
      })
    })
  },
})
