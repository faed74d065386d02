import { describe, expect, it } from "vitest"
import { withStatus, type MobileMoneyTransaction } from "./transaction"

describe("withStatus", () => {
  const created: MobileMoneyTransaction = {
    gateway: "mtn", reference: "r", operator_reference: "r", phone: "237670000000", status: "pending", reason: null, amount: "1000",
    currency: "XAF", confirmed_amount: null, requested_at: "2026-11-25T00:00:00.000Z", history: [], refunds: [],
  }

  it("records each change once in the history", () => {
    const failed = withStatus(created, "failed", "NOT_ENOUGH_FUNDS", new Date("2026-11-25T00:01:00Z"))
    expect(failed).toMatchObject({ status: "failed", reason: "NOT_ENOUGH_FUNDS" })
    expect(failed.history).toEqual([{ at: "2026-11-25T00:01:00.000Z", status: "failed", reason: "NOT_ENOUGH_FUNDS" }])
    expect(withStatus(failed, "failed", "NOT_ENOUGH_FUNDS")).toBe(failed)
  })
})
