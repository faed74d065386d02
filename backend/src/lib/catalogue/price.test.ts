import { describe, expect, it } from "vitest"
import { productPagePriceOf, salePriceListId, shopPriceOf, type CalculatedPrice } from "./price"

const price = (amount: number, original: number, list: { id: string; type: string } | null = null): CalculatedPrice => ({
  calculated_amount: amount,
  original_amount: original,
  currency_code: "xaf",
  calculated_price: list ? { price_list_id: list.id, price_list_type: list.type } : { price_list_id: null, price_list_type: null },
})

describe("shop prices", () => {
  it("shows one price without a price list", () => {
    expect(shopPriceOf(price(6500, 6500))).toEqual({ amount: 6500, original_amount: null, currency_code: "xaf" })
    expect(salePriceListId(price(6500, 6500))).toBeNull()
  })

  it("shows the regular price beside a sale price", () => {
    const sale = price(10600, 12500, { id: "plist_1", type: "sale" })
    expect(salePriceListId(sale)).toBe("plist_1")
    expect(shopPriceOf(sale)).toEqual({ amount: 10600, original_amount: 12500, currency_code: "xaf" })
  })

  it("treats an override price list, or a 'sale' that lowers nothing, as no sale", () => {
    expect(shopPriceOf(price(2900, 3500, { id: "plist_2", type: "override" }))?.original_amount).toBeNull()
    expect(salePriceListId(price(3500, 3500, { id: "plist_3", type: "sale" }))).toBeNull()
  })

  it("has no price when Medusa calculated none", () => {
    expect(shopPriceOf(null)).toBeNull()
    expect(shopPriceOf({ calculated_amount: null })).toBeNull()
    expect(productPagePriceOf(undefined, "2026-12-01T00:00:00.000Z")).toBeNull()
  })

  it("gives the product page the sale's end, and no end without a sale", () => {
    const sale = price(10600, 12500, { id: "plist_1", type: "sale" })
    expect(productPagePriceOf(sale, new Date("2026-12-01T10:00:00Z"))?.ends_at).toBe("2026-12-01T10:00:00.000Z")
    expect(productPagePriceOf(sale, null)?.ends_at).toBeNull()
    expect(productPagePriceOf(price(6500, 6500), "2026-12-01T10:00:00Z")?.ends_at).toBeNull()
  })
})
