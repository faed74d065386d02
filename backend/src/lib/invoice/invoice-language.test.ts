import { describe, expect, it } from "vitest"
import { invoiceLanguage } from "./invoice-language"

describe("invoiceLanguage", () => {
  it("is French by default and reads fr/en from any regional locale", () => {
    expect(invoiceLanguage(undefined)).toBe("fr")
    expect(invoiceLanguage("en-US")).toBe("en")
    expect(invoiceLanguage("fr-CM")).toBe("fr")
    expect(() => invoiceLanguage("de-DE")).toThrow(/fr or en/)
  })
})
