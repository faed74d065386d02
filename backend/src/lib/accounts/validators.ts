import { z } from "@medusajs/framework/zod"
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE, PHONE_PATTERN } from "./rules"

/** Field rules shared by the account routes (messages from spec §5). */
export const EmailField = z
  .string({ error: "The field is obligatory and must be an email" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "The field is obligatory and must be an email" }))

export const PasswordField = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .regex(PASSWORD_PATTERN, { error: PASSWORD_RULE_MESSAGE })
  .max(128, { error: PASSWORD_RULE_MESSAGE })

export const PhoneField = z
  .string({ error: "The phone number must be 237 followed by 9 digits starting with 6" })
  .trim()
  .regex(PHONE_PATTERN, { error: "The phone number must be 237 followed by 9 digits starting with 6" })

export const NameField = z
  .string({ error: "All fields are required" })
  .trim()
  .min(1, { error: "All fields are required" })
  .max(100)

export const LocaleField = z.enum(["fr", "en"]).default("fr")

export const CaptchaField = z.string({ error: "Please verify the captcha" }).min(1, {
  error: "Please verify the captcha",
})

export type AccountLocale = z.infer<typeof LocaleField>
