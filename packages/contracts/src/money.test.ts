import { describe, expect, it, test } from "vitest"
import { formatEurCents, formatXaf, xafToEurCents } from "./money"

const NNBSP = "\u202F"; // French digit groups
const NBSP = "\u00A0"; // between amount and currency

describe("formatXaf", () => {
  test("French: groups of three, FCFA after the amount", () => {
    expect(formatXaf(12500, "fr")).toBe(`12${NNBSP}500${NBSP}FCFA`)
    expect(formatXaf(1000, "fr")).toBe(`1${NNBSP}000${NBSP}FCFA`)
    expect(formatXaf(950, "fr")).toBe(`950${NBSP}FCFA`)
  })

  test("English: XAF before the amount, comma groups", () => {
    expect(formatXaf(12500, "en")).toBe(`XAF${NBSP}12,500`)
    expect(formatXaf(950, "en")).toBe(`XAF${NBSP}950`)
  })

  test("zero", () => {
    expect(formatXaf(0, "fr")).toBe(`0${NBSP}FCFA`)
    expect(formatXaf(0, "en")).toBe(`XAF${NBSP}0`)
  })

  test("large amounts", () => {
    expect(formatXaf(1234567890, "fr")).toBe(`1${NNBSP}234${NNBSP}567${NNBSP}890${NBSP}FCFA`)
    expect(formatXaf(1234567890, "en")).toBe(`XAF${NBSP}1,234,567,890`)
  })

  test("XAF has no decimals: amounts are rounded to whole francs", () => {
    expect(formatXaf(2999.6, "fr")).toBe(`3${NNBSP}000${NBSP}FCFA`)
    expect(formatXaf(2999.4, "en")).toBe(`XAF${NBSP}2,999`)
  })

  test("negative amounts keep their sign (as Intl wrote them); a rounded -0 is 0", () => {
    expect(formatXaf(-12500, "fr")).toBe(`-12${NNBSP}500${NBSP}FCFA`)
    expect(formatXaf(-1234567, "en")).toBe(`XAF${NBSP}-1,234,567`)
    expect(formatXaf(-0.4, "en")).toBe(`XAF${NBSP}0`)
  })

  test("refuses what is not a number", () => {
    expect(() => formatXaf(Number.NaN, "fr")).toThrow(/not a finite amount/)
    expect(() => formatXaf(Number.POSITIVE_INFINITY, "en")).toThrow(/not a finite amount/)
  })
})

describe("euros at the peg (PayPal)", () => {
  test("655.957 XAF to the euro, rounded to the cent", () => {
    expect(xafToEurCents(7500)).toBe(1143)
    expect(xafToEurCents(655957)).toBe(100000)
    expect(xafToEurCents(3)).toBe(0)
    expect(xafToEurCents(4)).toBe(1)
  })

  test("written the way each language writes euros", () => {
    expect(formatEurCents(1143, "fr")).toBe("11,43\u00A0€")
    expect(formatEurCents(123456, "en")).toBe("€1,234.56")
  })

  test("refuses what is not an amount", () => {
    expect(() => xafToEurCents(-1)).toThrow(/not a whole, positive XAF amount/)
    expect(() => xafToEurCents(1.5)).toThrow(/not a whole, positive XAF amount/)
  })
})

describe("XAF to EUR at the peg, in whole numbers", () => {
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
})
