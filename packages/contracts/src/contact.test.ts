import { describe, expect, it } from "vitest"
import { z } from "zod"
import { contactMessageFields } from "./contact"
import { CONTACT_LIMITS } from "./contact-limits"

const ContactMessage = z.object(
  contactMessageFields({ required: "required", tooLong: (max) => `max ${max}`, email: "email", phone: "phone", captcha: "captcha" })
)

const valid = {
  kind: "customer_support",
  name: "  Awa   Nkem ",
  email: "Awa@Example.cm",
  subject: "Ma\ncommande",
  message: "  Bonjour, où en est ma commande ?  ",
  captcha: "proof",
}

function messagesOf(value: Record<string, unknown>): Record<string, string> {
  const result = ContactMessage.safeParse(value)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe("contactMessageFields", () => {
  it("folds the name and subject onto one line, trims the message, takes no phone as none", () => {
    expect(ContactMessage.parse(valid)).toEqual({
      kind: "customer_support",
      name: "Awa Nkem",
      email: "awa@example.cm",
      phone: undefined,
      subject: "Ma commande",
      message: "Bonjour, où en est ma commande ?",
      captcha: "proof",
    })
  })

  it("normalises a phone when one is given", () => {
    expect(ContactMessage.parse({ ...valid, phone: "+237 6 90 00 00 00" }).phone).toBe("237690000000")
  })

  it("words each broken field with the side's message", () => {
    expect(messagesOf({ ...valid, kind: "complaint", name: " ", email: "x", phone: "123", message: "", captcha: "" })).toEqual({
      kind: "required",
      name: "required",
      email: "email",
      phone: "phone",
      message: "required",
      captcha: "captcha",
    })
  })

  it("holds each text to its limit", () => {
    const tooLong = {
      ...valid,
      name: "a".repeat(CONTACT_LIMITS.name + 1),
      subject: "a".repeat(CONTACT_LIMITS.subject + 1),
      message: "a".repeat(CONTACT_LIMITS.message + 1),
    }
    expect(messagesOf(tooLong)).toEqual({
      name: `max ${CONTACT_LIMITS.name}`,
      subject: `max ${CONTACT_LIMITS.subject}`,
      message: `max ${CONTACT_LIMITS.message}`,
    })
  })
})
