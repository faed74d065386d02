import { describe, expect, it } from "vitest"
import { normalizePhone, operatorOf } from "./phone"

describe("operatorOf", () => {
  it("tells MTN and Orange numbers apart by their prefix", () => {
    expect(operatorOf("237670123456")).toBe("mtn")
    expect(operatorOf("237652123456")).toBe("mtn")
    expect(operatorOf("237683123456")).toBe("mtn")
    expect(operatorOf("237690123456")).toBe("orange")
    expect(operatorOf("237655123456")).toBe("orange")
    expect(operatorOf("237689123456")).toBe("orange")
  })

  it("answers null for numbers that are not Cameroonian mobiles or belong to no known operator", () => {
    expect(operatorOf("670123456")).toBeNull()
    expect(operatorOf("237222123456")).toBeNull()
    expect(operatorOf("237660123456")).toBeNull()
    expect(operatorOf("2376701234567")).toBeNull()
  })

  it("follows configured prefixes", () => {
    expect(operatorOf("237660123456", { mtn: ["660"], orange: [] })).toBe("mtn")
  })
})

describe("normalizePhone", () => {
  it("drops spaces, dashes and a leading + or 00", () => {
    expect(normalizePhone("+237 670 12-34-56")).toBe("237670123456")
    expect(normalizePhone("00237670123456")).toBe("237670123456")
  })
})
