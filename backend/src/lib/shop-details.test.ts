import { describe, expect, it } from "vitest"
import { readShopDetails } from "./shop-details"

describe("readShopDetails", () => {
  it("has development defaults matching the storefront's placeholder address", () => {
    const shop = readShopDetails({})
    expect(shop.address).toEqual({
      street: "Rue Joss, immeuble Les Palmiers, 1er étage",
      district: "Akwa",
      city: "Douala",
      country_code: "cm",
    })
    expect(shop.hours).toEqual({ days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "18:00", time_zone: "Africa/Douala" })
    expect(shop.bank.swift).toBeNull()
  })

  it("reads the configured values", () => {
    const shop = readShopDetails({ SHOP_OPEN_DAYS: "6,1,2", BANK_SWIFT: "ABCDCMCX", SHOP_CLOSES: "19:30" })
    expect(shop.hours.days).toEqual([1, 2, 6])
    expect(shop.hours.closes).toBe("19:30")
    expect(shop.bank.swift).toBe("ABCDCMCX")
  })

  it("names the variable at fault", () => {
    expect(() => readShopDetails({ SHOP_OPENS: "9h" })).toThrow(/SHOP_OPENS/)
    expect(() => readShopDetails({ SHOP_PHONE: "690000000" })).toThrow(/SHOP_PHONE/)
    expect(() => readShopDetails({ SHOP_OPEN_DAYS: "0,8" })).toThrow(/SHOP_OPEN_DAYS/)
  })
})
