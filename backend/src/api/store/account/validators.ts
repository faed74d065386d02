import { SHOP_LOCALES } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"
import {
  CaptchaField,
  EmailField,
  GivenPasswordField,
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

/** A request that sends an e-mail to the given address (reset, new activation link): captcha first. */
export const StoreEmailWithLocale = z.object({ email: EmailField, locale: LocaleField, captcha: CaptchaField })
export type StoreEmailWithLocaleType = z.infer<typeof StoreEmailWithLocale>

export const StoreLogin = z.object({
  email: EmailField,
  password: GivenPasswordField,
  captcha: CaptchaField,
})
export type StoreLoginType = z.infer<typeof StoreLogin>

export const StoreConfirmPasswordReset = z.object({
  email: EmailField,
  token: z.string({ error: "This link is invalid or has already been used" }).min(1).max(4000),
  password: PasswordField,
})
export type StoreConfirmPasswordResetType = z.infer<typeof StoreConfirmPasswordReset>

export const StoreChangePassword = z.object({
  old_password: GivenPasswordField,
  new_password: PasswordField,
})
export type StoreChangePasswordType = z.infer<typeof StoreChangePassword>

export const StoreUpdateAccount = z.object({
  first_name: NameField.optional(),
  last_name: NameField.optional(),
  phone: PhoneField.optional(),
  locale: z.enum(SHOP_LOCALES).optional(),
})
export type StoreUpdateAccountType = z.infer<typeof StoreUpdateAccount>

export const StoreListNotifications = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type StoreListNotificationsType = z.infer<typeof StoreListNotifications>
