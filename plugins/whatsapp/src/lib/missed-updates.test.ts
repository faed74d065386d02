import { describe, expect, it } from "vitest"
import { paymentRefused } from "./missed-updates"

const order = (collections: NonNullable<Parameters<typeof paymentRefused>[0]["payment_collections"]>) => ({
  id: "order_1",
  status: "pending",
  created_at: "2026-11-27T10:00:00Z",
  customer_id: "cus_1",
  payment_collections: collections,
})

describe("paymentRefused", () => {
  it("is true when the newest attempt was refused and nothing was captured", () => {
    expect(paymentRefused(order([{ payment_sessions: [{ status: "error", created_at: "2026-11-27T10:00:00Z" }] }]))).toBe(true)
  })

  it("is false while an attempt is awaited, after a new attempt, or once paid", () => {
    expect(paymentRefused(order([{ payment_sessions: [{ status: "pending", created_at: "2026-11-27T10:00:00Z" }] }]))).toBe(false)
    expect(
      paymentRefused(
        order([
          {
            payment_sessions: [
              { status: "error", created_at: "2026-11-27T10:00:00Z" },
              { status: "pending", created_at: "2026-11-27T10:05:00Z" },
            ],
          },
        ])
      )
    ).toBe(false)
    expect(
      paymentRefused(
        order([{ payments: [{ captures: [{ created_at: "2026-11-27T10:06:00Z" }] }], payment_sessions: [{ status: "error", created_at: "2026-11-27T10:00:00Z" }] }])
      )
    ).toBe(false)
    expect(paymentRefused(order([]))).toBe(false)
  })
})
