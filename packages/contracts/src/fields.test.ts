import { describe, expect, it } from "vitest"
import type { z } from "zod"
import {
  captchaField,
  emailField,
  givenPasswordField,
  nameField,
  newPasswordField,
  optionalPhoneField,
  phoneField,
} from "./fields"
import { FIELD_LIMITS } from "./field-limits"

/** The message of the first issue, or null when the value passes. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? "")
}

describe("emailField", () => {
  const email = emailField("email")

  it("trims and lower-cases a valid address", () => {
    expect(email.parse("  Awa.Nkem@Example.CM ")).toBe("awa.nkem@example.cm")
  })

  it.each([undefined, "", "awa", "awa@", `${"a".repeat(250)}@x.cm`])("refuses %s with the side's message", (value) => {
    expect(refusal(email, value)).toBe("email")
  })

  it("accepts an address of the longest length", () => {
    const longest = `${"a".repeat(FIELD_LIMITS.email - 6)}@ex.cm`
    expect(email.parse(longest)).toHaveLength(FIELD_LIMITS.email)
  })
})

describe("newPasswordField", () => {
  const password = newPasswordField("password")

  it("accepts the spec's example", () => {
    expect(password.parse("Qwerty@12")).toBe("Qwerty@12")
  })

  it.each(["qwerty@12", "QWERTY@12", "Qwerty@ab", "Qwerty123", "Qw@1", `Qwerty@1${"x".repeat(121)}`, undefined])(
    "refuses %s",
    (value) => {
      expect(refusal(password, value)).toBe("password")
    }
  )
})

describe("givenPasswordField", () => {
  it("takes anything typed, up to the longest password", () => {
    const given = givenPasswordField("required")
    expect(given.parse("x")).toBe("x")
    expect(refusal(given, "")).toBe("required")
    expect(refusal(given, "x".repeat(FIELD_LIMITS.password + 1))).toBe("required")
  })
})

describe("nameField", () => {
  it("trims, requires, and words a name too long its own way when told", () => {
    const name = nameField({ required: "required", tooLong: "tooLong" })
    expect(name.parse("  Awa ")).toBe("Awa")
    expect(refusal(name, "   ")).toBe("required")
    expect(refusal(name, undefined)).toBe("required")
    expect(refusal(name, "a".repeat(FIELD_LIMITS.name + 1))).toBe("tooLong")
    expect(refusal(nameField({ required: "required" }), "a".repeat(FIELD_LIMITS.name + 1))).toBe("required")
  })
})

describe("phoneField", () => {
  const phone = phoneField("phone")

  it.each(["237670000000", "+237 6 70 00 00 00", "00237-670.00.00.00", "(237) 670 000 000"])("normalises %s", (value) => {
    expect(phone.parse(value)).toBe("237670000000")
  })

  it.each(["670000000", "237270000000", "2376700000001", "", undefined])("refuses %s", (value) => {
    expect(refusal(phone, value)).toBe("phone")
  })
})

describe("optionalPhoneField", () => {
  const phone = optionalPhoneField("phone")

  it.each([undefined, null, "", "  "])("takes %s as no number", (value) => {
    expect(phone.parse(value)).toBeUndefined()
  })

  it("checks a number when one is given", () => {
    expect(phone.parse("+237 690 00 00 00")).toBe("237690000000")
    expect(refusal(phone, "12345")).toBe("phone")
  })
})

describe("captchaField", () => {
  it("wants a proof of a sensible length", () => {
    const captcha = captchaField("captcha")
    expect(captcha.parse("proof")).toBe("proof")
    expect(refusal(captcha, "")).toBe("captcha")
    expect(refusal(captcha, "x".repeat(FIELD_LIMITS.captcha + 1))).toBe("captcha")
  })
})
