import { z } from "zod"
import { FIELD_LIMITS } from "./field-limits.js"
import { CAMEROON_MOBILE, normalizePhone } from "./phone.js"

/**
 * The rules of the fields a shopper types (spec §5), written once and checked on both sides: the
 * storefront's forms for a quick answer, the backend's routes for the truth. Each side words the
 * refusal its own way (the storefront a translation key, the backend the spec's English sentence),
 * so every builder takes its message.
 */

/** 8+ characters with an upper-case and a lower-case letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/

export const SHOP_LOCALES = ["fr", "en"] as const
export type ShopLocale = (typeof SHOP_LOCALES)[number]

/** The spec's words for a refused field (§5), in English: what the backend and its plugins answer API users. */
export const SPEC_FIELD_MESSAGES = {
  required: "All fields are required",
  email: "The field is obligatory and must be an email",
  password:
    "Invalid password. It must contain a minimum of 8 characters, at least one uppercase letter, one special character, one lowercase letter, one number e.g Qwerty@12",
  phone: "The phone number must be 237 followed by 9 digits starting with 6",
  captcha: "Please verify the captcha",
  tooLong: (max: number) => `At most ${max} characters`,
} as const

const says = (error: string) => ({ error })

/** Trimmed and lower-cased, then a valid address. */
export const emailField = (error: string) =>
  z.string(says(error)).trim().toLowerCase().max(FIELD_LIMITS.email, says(error)).pipe(z.email(says(error)))

/** A new password: the spec's rule. */
export const newPasswordField = (error: string) =>
  z.string(says(error)).regex(PASSWORD_PATTERN, says(error)).max(FIELD_LIMITS.password, says(error))

/** A password given to be checked (login, old password): anything typed. */
export const givenPasswordField = (error: string) =>
  z.string(says(error)).min(1, says(error)).max(FIELD_LIMITS.password, says(error))

/** A first or last name: required, trimmed. */
export const nameField = (messages: { required: string; tooLong?: string }) =>
  z
    .string(says(messages.required))
    .trim()
    .min(1, says(messages.required))
    .max(FIELD_LIMITS.name, says(messages.tooLong ?? messages.required))

/** A Cameroonian mobile number; spaces, dots, dashes, brackets and a leading + or 00 are forgiven. */
export const phoneField = (error: string) =>
  z.string(says(error)).transform(normalizePhone).pipe(z.string().regex(CAMEROON_MOBILE, says(error)))

/** The same number, optional: an empty field (or null, or only spaces) counts as none. */
export const optionalPhoneField = (error: string) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && normalizePhone(value) === "") ? undefined : value),
    phoneField(error).optional()
  )

/** The ALTCHA widget's proof, checked by the backend's captcha middleware. */
export const captchaField = (error: string) =>
  z.string(says(error)).min(1, says(error)).max(FIELD_LIMITS.captcha, says(error))
