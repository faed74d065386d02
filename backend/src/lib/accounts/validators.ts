import {
  captchaField,
  emailField,
  FIELD_LIMITS,
  givenPasswordField,
  nameField,
  newPasswordField,
  phoneField,
  SHOP_LOCALES,
  SPEC_FIELD_MESSAGES,
} from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

/**
 * The account routes' fields: the rules are the contracts' (the storefront checks the same ones),
 * the messages the spec's (§5), for API users; the storefront words the stable codes.
 */
export const EmailField = emailField(SPEC_FIELD_MESSAGES.email)
export const PasswordField = newPasswordField(SPEC_FIELD_MESSAGES.password)
export const GivenPasswordField = givenPasswordField(SPEC_FIELD_MESSAGES.required)
export const PhoneField = phoneField(SPEC_FIELD_MESSAGES.phone)
export const NameField = nameField({ required: SPEC_FIELD_MESSAGES.required, tooLong: SPEC_FIELD_MESSAGES.tooLong(FIELD_LIMITS.name) })
export const CaptchaField = captchaField(SPEC_FIELD_MESSAGES.captcha)
export const LocaleField = z.enum(SHOP_LOCALES).default("fr")

export type AccountLocale = z.infer<typeof LocaleField>
