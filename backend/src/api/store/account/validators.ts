import { z } from "@medusajs/framework/zod"
import {
  CaptchaField,
  EmailField,
  LocaleField,
  NameField,
  PasswordField,
  PhoneField,
} from "../../../lib/accounts/validators"

export const StoreRegisterAccount = z.object({
  first_name: NameField,
  last_name: NameField,
  email: EmailField,
  phone: PhoneField,
  password: PasswordField,
  terms: z.literal(true, { error: "You must agree before continuing." }),
  locale: LocaleField,
  captcha: CaptchaField,
})
export type StoreRegisterAccountType = z.infer<typeof StoreRegisterAccount>

export const StoreActivateAccount = z.object({
  token: z.string({ error: "This link is invalid or has already been used" }).min(1).max(2000),
})
export type StoreActivateAccountType = z.infer<typeof StoreActivateAccount>

export const StoreEmailWithLocale = z.object({ email: EmailField, locale: LocaleField })
export type StoreEmailWithLocaleType = z.infer<typeof StoreEmailWithLocale>

export const StoreLogin = z.object({
  email: EmailField,
  password: z.string({ error: "All fields are required" }).min(1, { error: "All fields are required" }).max(128),
  captcha: CaptchaField,
})
export type StoreLoginType = z.infer<typeof StoreLogin>
