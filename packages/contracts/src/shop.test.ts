import { describe, expect, it } from "vitest"
import { formatPhone, whatsappUrl } from "./shop"

describe("shop facts", () => {
  it("writes a Cameroonian number in groups, and leaves anything else as it is", () => {
    expect(formatPhone("+237690000000")).toBe("+237 690 00 00 00")
    expect(formatPhone("+237 690")).toBe("+237 690")
  })

  it("links a number to WhatsApp by its digits", () => {
    expect(whatsappUrl("+237690000000")).toBe("https://wa.me/237690000000")
  })
})
