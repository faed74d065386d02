import { describe, expect, it } from "vitest"
import type { OperatorAnswer, OperatorGateway } from "../../lib/operator-gateway"
import type { GatewayChoice, MobileMoneyTransaction } from "../../lib/transaction"
import { MobileMoneyProvider } from "./mobile-money-provider"

/** An MTN provider whose operator answers what the test says, and records what it was sent. */
class ProviderUnderTest extends MobileMoneyProvider {
  protected readonly operator = "mtn" as const
  readonly sent: MobileMoneyTransaction[] = []
  answer: OperatorAnswer = { status: "PENDING", reason: null, amount: null, currency: null }
  protected readonly gateways: Partial<Record<GatewayChoice, OperatorGateway>> = {
    operator: {
      push: async (transaction) => {
        this.sent.push(transaction)
        return { operatorReference: transaction.reference }
      },
      status: async () => this.answer,
      refund: async () => "refund-ref",
    },
  }
}

/** Keys a caller could have put in the session's data beside the transaction. */
const PLANTED = { note: "paid, trust me", capture_method: "automatic", mode: "bank_deposit" }

async function session(provider: ProviderUnderTest) {
  const made = await provider.initiatePayment({ amount: 12500, currency_code: "xaf", data: { phone: "237670112233" } })
  // Medusa stores the session's data as what the caller sent merged with the provider's.
  return { ...PLANTED, ...made.data } as Record<string, unknown>
}
/** None of the planted keys is in what the provider answered. */
const expectOwnData = (data: Record<string, unknown> | undefined) => expect(Object.keys(data ?? {}).filter((key) => key in PLANTED)).toEqual([])

describe("mobile-money providers hand back only the transaction they wrote", () => {
  it("when authorizing, asking the status, capturing and refunding", async () => {
    const provider = new ProviderUnderTest({}, {})
    const pushed = await provider.authorizePayment({ data: await session(provider), context: { idempotency_key: "payses_1" } })
    expect(pushed.status).toBe("pending_authorization")
    expectOwnData(pushed.data)
    expectOwnData(provider.sent[0] as unknown as Record<string, unknown>)

    provider.answer = { status: "SUCCESSFUL", reason: null, amount: "12500", currency: "XAF" }
    const paid = await provider.authorizePayment({ data: { ...pushed.data, ...PLANTED } })
    expect(paid.status).toBe("authorized")
    expect(paid.data).toMatchObject({ status: "successful", confirmed_amount: "12500" })
    expectOwnData(paid.data)

    const status = await provider.getPaymentStatus({ data: { ...paid.data, ...PLANTED } })
    expectOwnData(status.data)
    const captured = await provider.capturePayment({ data: { ...paid.data, ...PLANTED } })
    expectOwnData(captured.data)
    const refunded = await provider.refundPayment({ amount: 2500, data: { ...paid.data, ...PLANTED } })
    expect(refunded.data).toMatchObject({ refunds: [{ reference: "refund-ref", amount: "2500" }] })
    expectOwnData(refunded.data)
  })

  it("when the cart's amount changes or the payment is cancelled", async () => {
    const provider = new ProviderUnderTest({}, {})
    const data = await session(provider)
    const updated = await provider.updatePayment({ amount: 15000, currency_code: "xaf", data })
    expect(updated.data).toMatchObject({ amount: "15000", currency: "XAF", phone: "237670112233" })
    const cancelled = await provider.cancelPayment({ data })
    expect(cancelled.data).toMatchObject({ status: "failed", reason: "CANCELLED" })
    expectOwnData(updated.data)
    expectOwnData(cancelled.data)
  })
})
