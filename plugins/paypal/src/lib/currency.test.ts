import { describe, expect, it } from "vitest"
import { eurCentsOf, eurValue, xafToEurCents } from "./currency"

describe("XAF to EUR at the peg", () => {
  it("converts at 655.957 XAF for one euro, rounded to the cent", () => {
    expect(xafToEurCents(7500)).toBe(1143) // 11.4337…
    expect(xafToEurCents(655_957)).toBe(100_000)
    expect(xafToEurCents(656)).toBe(100) // 1.00006…
    expect(xafToEurCents(10_000)).toBe(1524) // 15.2448…
    expect(xafToEurCents(0)).toBe(0)
  })

  it("rounds to the nearest cent, exactly even for large amounts", () => {
    expect(xafToEurCents(36)).toBe(5) // 5.488 cents
    expect(xafToEurCents(37)).toBe(6) // 5.641 cents
    expect(xafToEurCents(1_000_000_000)).toBe(152_449_017)
  })

  it("refuses what is not a whole number of francs", () => {
    expect(() => xafToEurCents(10.5)).toThrow()
    expect(() => xafToEurCents(-1)).toThrow()
  })

  it("writes and reads PayPal's amounts", () => {
    expect(eurValue(1143)).toBe("11.43")
    expect(eurValue(5)).toBe("0.05")
    expect(eurValue(100_000)).toBe("1000.00")
    expect(eurCentsOf("11.43")).toBe(1143)
    expect(eurCentsOf("11.4")).toBe(1140)
    expect(eurCentsOf("11")).toBe(1100)
    expect(eurCentsOf("11.435")).toBeNull()
    expect(eurCentsOf("-1.00")).toBeNull()
  })
})
