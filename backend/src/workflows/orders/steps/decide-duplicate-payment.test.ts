import { describe, expect, it } from "vitest"
import { duplicateRefund, type DuplicateCheckOrder } from "./decide-duplicate-payment"

const paid = (id: string, session: string, created_at: string, extra: object = {}) => ({
  id,
  amount: 7500,
  created_at,
  canceled_at: null,
  payment_session_id: session,
  captures: [{ amount: 7500 }],
  refunds: [] as { amount: unknown }[],
  ...extra,
})
const order = (payments: ReturnType<typeof paid>[], status = "pending"): DuplicateCheckOrder => ({
  id: "order_1",
  display_id: 1023,
  status,
  payment_collections: [{ id: "pay_col_1", payments }],
})

describe("duplicateRefund", () => {
  it("keeps the only payment of an order", () => {
    expect(duplicateRefund(order([paid("pay_1", "payses_1", "2026-11-27T10:00:00Z")]), "payses_1")).toBeNull()
  })

  it("refunds in full a payment recorded after the one that pays the order, and keeps the first", () => {
    const payments = [paid("pay_1", "payses_1", "2026-11-27T10:00:00Z"), paid("pay_2", "payses_2", "2026-11-27T10:00:01Z")]
    expect(duplicateRefund(order(payments), "payses_2")).toEqual({
      payment_id: "pay_2",
      amount: 7500,
      reason: "already_paid",
      kept_payment_id: "pay_1",
      order_reference: 1023,
    })
    expect(duplicateRefund(order(payments), "payses_1")).toBeNull()
  })

  it("does nothing more once refunded (a replayed event), and keeps a later payment when the first was refunded in full", () => {
    const refunded = paid("pay_2", "payses_2", "2026-11-27T10:00:01Z", { refunds: [{ amount: 7500 }] })
    expect(duplicateRefund(order([paid("pay_1", "payses_1", "2026-11-27T10:00:00Z"), refunded]), "payses_2")).toBeNull()
    const staffRefunded = paid("pay_1", "payses_1", "2026-11-27T10:00:00Z", { refunds: [{ amount: 7500 }] })
    expect(duplicateRefund(order([staffRefunded, paid("pay_2", "payses_2", "2026-11-27T10:00:01Z")]), "payses_2")).toBeNull()
  })

  it("refunds a payment taken for a cancelled order", () => {
    expect(duplicateRefund(order([paid("pay_1", "payses_1", "2026-11-27T10:00:00Z")], "canceled"), "payses_1")).toMatchObject({
      payment_id: "pay_1",
      amount: 7500,
      reason: "cancelled",
      kept_payment_id: null,
    })
  })
})
