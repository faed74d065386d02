import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { followPendingPayments } from "../../../plugins/mobile-money/src/lib/follow-payments"
import { type CheckoutSetUp, type Shopper, setUpPaymentSpec } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { checkoutSessionOf, decideOnPhone, until } from "../mobile-money"
import { simulatedPayments } from "../simulated-payments"

const ORANGE = "pp_orange-money_mobile-money"
const ORANGE_NUMBER = "237690112233"

const simulators = simulatedPayments()

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let variantId: string

    beforeAll(async () => {
      ;({ checkout, shopper, variantId } = await setUpPaymentSpec(getContainer(), api, "orange@example.cm", { title: "Lait corporel", price: 6500, stock: 30 }))
    })

    const sessionOf = (orderId: string) => checkoutSessionOf(getContainer(), orderId)
    async function placeOrangeOrder(phone = ORANGE_NUMBER) {
      const order = await checkout.placeOrder(shopper, { providerId: ORANGE, paymentData: { phone }, items: [{ variant_id: variantId, quantity: 1 }] })
      const session = await sessionOf(order.id)
      return { order, session, payToken: session.data.operator_reference as string }
    }

    it("pushes to the subscriber's 9 digits, then the approval makes the order paid once", async () => {
      const { order, session, payToken } = await placeOrangeOrder()
      expect(session.status).toBe("pending_authorization")
      expect(payToken).toMatch(/^MP/)
      const [pushed] = (await (await fetch(`${simulators.url}/control/payments`)).json()) as any[]
      expect(pushed).toMatchObject({ reference: payToken, gateway: "orange", phone: ORANGE_NUMBER, amount: "7500", currency: "XAF" })

      await decideOnPhone(simulators.url, payToken, "approve")
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      expect(paid.payment!.captures).toHaveLength(1)
      expect(paid.data).toMatchObject({ status: "successful", confirmed_amount: "7500" })
      await Promise.all([followPendingPayments(getContainer()), api.post(`/hooks/mobile-money/sessions/${session.id}`, {})])
      expect((await sessionOf(order.id)).payment!.captures).toHaveLength(1)
    })

    it("keeps Orange's word when the subscriber cancels, lacks funds, or lets the request expire", async () => {
      for (const [action, query, reason, status] of [
        ["refuse", "", "CANCELLED", "failed"],
        ["refuse", "?reason=NOT_ENOUGH_FUNDS", "NOT_ENOUGH_FUNDS", "failed"],
        ["expire", "", "EXPIRED", "expired"],
      ] as const) {
        const { order, payToken } = await placeOrangeOrder()
        await decideOnPhone(simulators.url, payToken, action, query)
        const failed = await until(() => sessionOf(order.id), (state) => state.data.status !== "pending")
        expect(failed.data).toMatchObject({ status, reason })
        expect(failed.payment).toBeNull()
      }
    })

    const hook = (sessionId: string, body: unknown = {}) =>
      api.post(`/hooks/mobile-money/sessions/${sessionId}`, body).catch((error: any) => error.response)

    it("captures once when the notification is replayed five times and races the job", async () => {
      const { order, session, payToken } = await placeOrangeOrder()
      await decideOnPhone(simulators.url, payToken, "approve")
      await Promise.all([
        ...Array.from({ length: 5 }, () => hook(session.id, { payToken, status: "SUCCESSFULL" })),
        followPendingPayments(getContainer()),
        followPendingPayments(getContainer()),
      ])
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      expect(paid.payment!.captures).toHaveLength(1)
      // The capture shows before the confirmation ends (its last steps and the lock's release): a
      // replay meanwhile is answered 202, in flight. Once it has ended, every replay is a plain 200.
      const settled = await until<{ status: number }>(() => hook(session.id, { payToken, status: "SUCCESSFULL" }), (answer) => answer.status === 200)
      expect(settled.status).toBe(200)
      for (let i = 0; i < 5; i++) expect((await hook(session.id, { payToken, status: "SUCCESSFULL" })).status).toBe(200)
      expect((await sessionOf(order.id)).payment!.captures).toHaveLength(1)
    })

    it("changes nothing on a forged notification: Orange still says PENDING, or the session is unknown", async () => {
      const { order, session, payToken } = await placeOrangeOrder()
      expect((await hook(session.id, { payToken, status: "SUCCESSFULL", amount: 7500 })).status).toBe(200)
      expect((await hook("payses_01J00000000000000000000000", { payToken, status: "SUCCESSFULL" })).status).toBe(200)
      const after = await sessionOf(order.id)
      expect(after.status).toBe("pending_authorization")
      expect(after.data.status).toBe("pending")
      expect(after.payment).toBeNull()
    })

    it("holds a payment Orange reports for another amount, and refuses an MTN number", async () => {
      const { order, payToken } = await placeOrangeOrder()
      await decideOnPhone(simulators.url, payToken, "approve", "?amount=7000")
      const held = await until(() => sessionOf(order.id), (state) => state.data.status !== "pending")
      expect(held.data).toMatchObject({ status: "held", reason: "AMOUNT_MISMATCH" })
      expect(held.payment).toBeNull()

      const cartId = await checkout.cart(shopper, { providerId: "pp_bank-deposit_offline", items: [{ variant_id: variantId, quantity: 1 }] })
      const { data } = await api.get(`/store/carts/${cartId}?fields=payment_collection.id`, { headers: shopper.headers })
      const refused = await api
        .post(`/store/payment-collections/${data.cart.payment_collection.id}/payment-sessions`, { provider_id: ORANGE, data: { phone: "237670112233" } }, { headers: shopper.headers })
        .catch((error: any) => error.response)
      expect(refused.status).toBe(400)
      expect(refused.data.message).toBe("Please enter a valid Orange number starting with 237.")
    })

    it("says a refund must be done by hand: Orange's push API has none", async () => {
      const { order, payToken } = await placeOrangeOrder()
      await decideOnPhone(simulators.url, payToken, "approve")
      const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
      await expect(refundPaymentWorkflow(getContainer()).run({ input: { payment_id: paid.payment!.id, amount: 1000 } })).rejects.toThrow(
        /no refund: pay the shopper back by hand/
      )
    })
  },
})
