import { describe, expect, it } from "vitest"
import { formatXaf, shopLanguage } from "./money"

describe("formatXaf", () => {
  it("writes francs the storefront's way in both languages", () => {
    expect(formatXaf(12500, "fr")).toBe("12\u202F500\u00A0FCFA")
    expect(formatXaf(950, "fr")).toBe("950\u00A0FCFA")
    expect(formatXaf(1234567, "en")).toBe("XAF\u00A01,234,567")
    expect(formatXaf(2999.6, "en")).toBe("XAF\u00A03,000")
  })

  it("refuses what is not an amount", () => {
    expect(() => formatXaf(Number.NaN, "fr")).toThrow(/finite/)
  })
})

describe("shopLanguage", () => {
  it("is French by default and reads fr/en from any regional locale", () => {
    expect(shopLanguage(undefined)).toBe("fr")
    expect(shopLanguage("en-US")).toBe("en")
    expect(shopLanguage("fr-CM")).toBe("fr")
    expect(() => shopLanguage("de-DE")).toThrow(/fr or en/)
  })
})
