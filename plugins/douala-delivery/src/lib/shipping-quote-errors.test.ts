import { describe, expect, it } from "vitest"
import fr from "../admin/i18n/json/fr.json"
import en from "../admin/i18n/json/en.json"
import { SHIPPING_QUOTE_ERROR, SHIPPING_QUOTE_REFUSAL_MESSAGE, shippingQuoteRefusalOf } from "./shipping-quote-errors"

describe("shipping quote refusals", () => {
  it("are found again from the API's message, which is all the Admin's SDK keeps, and worded in French and English", () => {
    for (const code of Object.values(SHIPPING_QUOTE_ERROR)) {
      expect(shippingQuoteRefusalOf(SHIPPING_QUOTE_REFUSAL_MESSAGE[code])).toBe(code)
      expect(fr.shippingQuote.errors[code]).toMatch(/\S/)
      expect(en.shippingQuote.errors[code]).toMatch(/\S/)
    }
    expect(shippingQuoteRefusalOf("Order not found")).toBeNull()
  })
})
