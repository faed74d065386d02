import { describe, expect, it } from "vitest"
import { captureProgress, type PaymentFacts } from "./capture-progress"

const payment = (facts: Partial<PaymentFacts>): PaymentFacts => ({
  id: "pay_1",
  currency_code: "xaf",
  captured_at: null,
  captures: [],
  payment_collection: { id: "pay_col_1", captured_amount: 0 },
  ...facts,
})

describe("captureProgress", () => {
  it("tells each place a stop can cut Medusa's capture", () => {
    expect(captureProgress(payment({}), null)).toBe("none")
    // The capture row written, `captured_at` not yet.
    expect(captureProgress(payment({ captures: [{ id: "capt_1", amount: 5000 }] }), null)).toBe("cut")
    // `captured_at` written, the collection's totals not yet.
    expect(captureProgress(payment({ captured_at: "2026-11-27T10:00:00Z", captures: [{ id: "capt_1", amount: 5000 }] }), null)).toBe("cut")
    const captured = payment({ captured_at: "2026-11-27T10:00:00Z", captures: [{ id: "capt_1", amount: "5000" }], payment_collection: { id: "pay_col_1", captured_amount: "5000" } })
    expect(captureProgress(captured, new Set())).toBe("order_not_told")
    expect(captureProgress(captured, new Set(["capt_1"]))).toBe("done")
    // No order yet (a cart still completing): nothing to tell.
    expect(captureProgress(captured, null)).toBe("done")
  })
})
