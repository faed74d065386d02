import { describe, expect, it } from "vitest"
import { wholeAmount } from "./amount"

describe("wholeAmount", () => {
  it("reads every shape Medusa gives amounts in, as whole francs", () => {
    expect(wholeAmount(12500)).toBe(12500)
    expect(wholeAmount("4000")).toBe(4000)
    expect(wholeAmount({ value: "4000", precision: 20 })).toBe(4000)
    expect(wholeAmount(999.6)).toBe(1000)
  })

  it("refuses what is not an amount", () => {
    expect(() => wholeAmount("lots")).toThrow()
    expect(() => wholeAmount(-5)).toThrow()
  })
})
