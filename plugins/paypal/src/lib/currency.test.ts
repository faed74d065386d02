import { describe, expect, it } from "vitest"
import { eurCentsOf, eurValue } from "./currency"

describe("PayPal's euro amounts", () => {
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
