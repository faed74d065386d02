import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { followPendingPayments } from "../../../plugins/mobile-money/src/lib/follow-payments"
import { NOTCHPAY_DEV_CREDENTIALS } from "../../../tools/simulators/gateways/index"
import { type CheckoutSetUp, type Shopper, setUpPaymentSpec } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { checkoutSessionOf, decideOnPhone, signedNotchPayWebhook, until } from "../mobile-money"
import { startSimulatedPayments } from "../simulated-payments"

// Both operators through the Notch Pay aggregator (docs/decisions/023-notchpay.md).
process.env.MTN_GATEWAY = "notchpay"
process.env.ORANGE_GATEWAY = "notchpay"

const OPERATORS = [
  { name: "MTN", providerId: "pp_mtn-momo_mobile-money", phone: "237670112233", otherPhone: "237690112233", channel: "cm.mtn" },
  { name: "Orange", providerId: "pp_orange-money_mobile-money", phone: "237690112233", otherPhone: "237670112233", channel: "cm.orange" },
] as const

const simulators = await startSimulatedPayments()

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let variantId: string

    beforeAll(async () => {
      ;({ checkout, shopper, variantId } = await setUpPaymentSpec(getContainer(), api, "notchpay@example.cm", { title: "Beurre de karité", price: 4000, stock: 60 }))
    })

    const sessionOf = (orderId: string) => checkoutSessionOf(getContainer(), orderId)
    const decide = (reference: string, action: "approve" | "refuse" | "expire", query = "") => decideOnPhone(simulators.url, reference, action, query)
    /** Posts a webhook body as given (string: the exact raw bytes), with the headers given. */
    const webhook = (raw: string, headers: Record<string, string>) =>
      api.post("/hooks/mobile-money/notchpay", raw, { headers, transformRequest: [(data: string) => data] }).catch((error: any) => error.response)
    const signedComplete = (reference: string, amount = 5000) =>
      signedNotchPayWebhook({ id: "evt.replayed", event: "payment.complete", data: { reference, amount, currency: "XAF", status: "complete" } })
    /** What Notch Pay holds for a reference, as its own API answers it. */
    const notchPayment = async (reference: string) =>
      ((await (await fetch(`${simulators.url}/payments/${reference}`, { headers: { Authorization: NOTCHPAY_DEV_CREDENTIALS.publicKey } })).json()) as any)
        .transaction

    for (const operator of OPERATORS) {
      describe(`${operator.name} through Notch Pay`, () => {
        async function placeOrder() {
          const order = await checkout.placeOrder(shopper, {
            providerId: operator.providerId,
            paymentData: { phone: operator.phone },
            items: [{ variant_id: variantId, quantity: 1 }],
          })
          const session = await sessionOf(order.id)
          return { order, session, reference: session.data.reference as string }
        }

        it("pushes on the operator's channel, then Notch Pay's signed webhook makes the order paid once", async () => {
          const { order, session, reference } = await placeOrder()
          expect(session.status).toBe("pending_authorization")
          expect(session.payment).toBeNull()
          expect(session.data).toMatchObject({ via: "notchpay", operator_reference: reference, phone: operator.phone, amount: "5000", currency: "XAF", status: "pending" })
          expect(await notchPayment(reference)).toMatchObject({ reference, status: "processing", channel: operator.channel, amount: 5000, currency: "XAF" })

          await decide(reference, "approve")
          // The route answers once the confirmation is done: paid as soon as a signed webhook is answered.
          const { raw, headers } = signedComplete(reference)
          expect((await webhook(raw, headers)).status).toBe(200)
          const paid = await sessionOf(order.id)
          expect(paid.status).toBe("authorized")
          expect(paid.payment!.captures).toHaveLength(1)
          expect(paid.data).toMatchObject({ status: "successful", confirmed_amount: "5000" })
        })

        it("keeps the reason when the payer refuses, lacks funds, or lets the request expire", async () => {
          for (const [action, query, reason, status] of [
            ["refuse", "", "APPROVAL_REJECTED", "failed"],
            ["refuse", "?reason=insufficient_funds", "NOT_ENOUGH_FUNDS", "failed"],
            ["expire", "", "EXPIRED", "expired"],
          ] as const) {
            const { order, reference } = await placeOrder()
            await decide(reference, action, query)
            const failed = await until(() => sessionOf(order.id), (state) => state.data.status !== "pending")
            expect(failed.data).toMatchObject({ status, reason })
            expect(failed.payment).toBeNull()
          }
        })

        it("refuses a number of the other operator with the spec's message", async () => {
          const cartId = await checkout.cart(shopper, { providerId: "pp_bank-deposit_offline", items: [{ variant_id: variantId, quantity: 1 }] })
          const { data } = await api.get(`/store/carts/${cartId}?fields=payment_collection.id`, { headers: shopper.headers })
          const refused = await api
            .post(
              `/store/payment-collections/${data.cart.payment_collection.id}/payment-sessions`,
              { provider_id: operator.providerId, data: { phone: operator.otherPhone } },
              { headers: shopper.headers }
            )
            .catch((error: any) => error.response)
          expect(refused.status).toBe(400)
          expect(refused.data.message).toBe(`Please enter a valid ${operator.name} number starting with 237.`)
        })

        it("captures once when the signed webhook is replayed five times and races the job", async () => {
          const { order, reference } = await placeOrder()
          await decide(reference, "approve")
          const { raw, headers } = signedComplete(reference)
          const answers = await Promise.all([
            ...Array.from({ length: 5 }, () => webhook(raw, headers)),
            followPendingPayments(getContainer()),
            followPendingPayments(getContainer()),
          ])
          expect(answers.slice(0, 5).map((answer: any) => answer.status)).toEqual([200, 200, 200, 200, 200])
          const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
          expect(paid.payment!.captures).toHaveLength(1)
          for (let i = 0; i < 5; i++) expect((await webhook(raw, headers)).status).toBe(200)
          expect((await sessionOf(order.id)).payment!.captures).toHaveLength(1)
        })

        it("changes nothing on a forged, unsigned or lying webhook", async () => {
          const { order, reference } = await placeOrder()
          const { raw, headers } = signedComplete(reference)
          const forged = signedNotchPayWebhook(JSON.parse(raw), "not-the-webhook-hash-key")
          expect((await webhook(raw, forged.headers)).status).toBe(401)
          expect((await webhook(raw, { "content-type": "application/json" })).status).toBe(401)
          // The body altered after signing: the signature no longer matches.
          expect((await webhook(raw.replace("5000", "500"), headers)).status).toBe(401)
          // Signed, but Notch Pay itself says the payment is still processing: the body is not believed.
          expect((await webhook(raw, headers)).status).toBe(200)
          const after = await sessionOf(order.id)
          expect(after.status).toBe("pending_authorization")
          expect(after.data.status).toBe("pending")
          expect(after.payment).toBeNull()
        })

        it("captures nothing when Notch Pay reports another amount than asked: the payment is held", async () => {
          const { order, reference } = await placeOrder()
          await decide(reference, "approve", "?amount=500")
          const held = await until(() => sessionOf(order.id), (state) => state.data.status !== "pending")
          expect(held.data).toMatchObject({ status: "held", reason: "AMOUNT_MISMATCH", confirmed_amount: "500" })
          expect(held.payment).toBeNull()
          await followPendingPayments(getContainer())
          expect((await sessionOf(order.id)).payment).toBeNull()
        })

        it("pays the money back through Notch Pay's refunds", async () => {
          const { order, reference } = await placeOrder()
          await decide(reference, "approve")
          const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
          await refundPaymentWorkflow(getContainer()).run({ input: { payment_id: paid.payment!.id, amount: 2000 } })
          const { data } = await getContainer()
            .resolve(ContainerRegistrationKeys.QUERY)
            .graph({ entity: "payment", fields: ["data", "refunds.amount"], filters: { id: paid.payment!.id } })
          expect(data[0].refunds.map((refund: any) => Number(refund.amount))).toEqual([2000])
          const refundReference = data[0].data.refunds[0].reference
          const ledger = (await (await fetch(`${simulators.url}/control/payments`)).json()) as any[]
          expect(ledger.find((entry) => entry.reference === refundReference)).toMatchObject({
            gateway: "notchpay",
            phone: operator.phone,
            amount: "2000",
            status: "successful",
          })
          expect(await notchPayment(reference)).toMatchObject({ status: "partialy-refunded" })
        })
      })
    }
  },
})
