import { describe, expect, it } from "vitest"
import { recordedShippingQuoteOf } from "./shipping-quote"

describe("recordedShippingQuoteOf", () => {
  it("reads the quote an order's metadata keeps", () => {
    const quote = { amount: 15000, currency_code: "xaf", quoted_at: "2026-11-20T10:00:00.000Z", quoted_by: "user_1", payment_collection_id: "pay_col_1" }
    expect(recordedShippingQuoteOf({ shipping_quote: quote, other: 1 })).toEqual(quote)
  })

  it("keeps a quote recorded before quotes were payable (no collection)", () => {
    expect(recordedShippingQuoteOf({ shipping_quote: { amount: "8000" } })).toEqual({ amount: 8000 })
  })

  it("is null without a quote or with something that is not one", () => {
    expect(recordedShippingQuoteOf(null)).toBeNull()
    expect(recordedShippingQuoteOf({})).toBeNull()
    expect(recordedShippingQuoteOf({ shipping_quote: "15000" })).toBeNull()
    expect(recordedShippingQuoteOf({ shipping_quote: { amount: 1, payment_collection_id: 42 } })).toBeNull()
  })
})
