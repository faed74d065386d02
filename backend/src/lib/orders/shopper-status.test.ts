import { describe, expect, it } from "vitest"
import { shopperStatus } from "./shopper-status"

const state = (status: string, payment_status: string, fulfillment_status: string) =>
  shopperStatus({ status, payment_status, fulfillment_status })

describe("shopperStatus", () => {
  it("is Pending while an order waits for its money (offline modes, phone approvals)", () => {
    expect(state("pending", "authorized", "not_fulfilled")).toBe("pending")
    expect(state("pending", "awaiting", "not_fulfilled")).toBe("pending")
    expect(state("pending", "not_paid", "not_fulfilled")).toBe("pending")
    expect(state("pending", "requires_action", "not_fulfilled")).toBe("pending")
    expect(state("pending", "partially_authorized", "not_fulfilled")).toBe("pending")
  })

  it("is Validated once the payment is received or the parcel is prepared", () => {
    expect(state("pending", "captured", "not_fulfilled")).toBe("validated")
    expect(state("pending", "partially_captured", "not_fulfilled")).toBe("validated")
    expect(state("pending", "partially_refunded", "not_fulfilled")).toBe("validated")
    expect(state("pending", "captured", "fulfilled")).toBe("validated")
    expect(state("pending", "authorized", "partially_fulfilled")).toBe("validated")
  })

  it("is Shipping from the first shipment until everything is delivered", () => {
    expect(state("pending", "captured", "shipped")).toBe("shipping")
    expect(state("pending", "captured", "partially_shipped")).toBe("shipping")
    expect(state("pending", "captured", "partially_delivered")).toBe("shipping")
  })

  it("is Delivered when every fulfillment is delivered, whatever the order's own status", () => {
    expect(state("pending", "captured", "delivered")).toBe("delivered")
    expect(state("completed", "captured", "delivered")).toBe("delivered")
    expect(state("archived", "partially_refunded", "delivered")).toBe("delivered")
  })

  it("is Cancelled when staff cancel, or when the money goes back before shipping", () => {
    expect(state("canceled", "canceled", "not_fulfilled")).toBe("cancelled")
    expect(state("canceled", "refunded", "canceled")).toBe("cancelled")
    expect(state("canceled", "captured", "delivered")).toBe("cancelled")
    expect(state("pending", "refunded", "not_fulfilled")).toBe("cancelled")
    expect(state("pending", "canceled", "not_fulfilled")).toBe("cancelled")
  })
})
