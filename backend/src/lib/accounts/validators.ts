import {
  captchaField,
  emailField,
  givenPasswordField,
  nameField,
  newPasswordField,
  optionalPhoneField,
  phoneField,
  SHOP_LOCALES,
} from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

/**
 * The account routes' fields: the rules are the contracts' (the storefront checks the same ones),
 * the messages the spec's (§5), for API users; the storefront words the stable codes.
 */
export const ACCOUNT_MESSAGES = {
  required: "All fields are required",
  email: "The field is obligatory and must be an email",
  password:
    "Invalid password. It must contain a minimum of 8 characters, at least one uppercase letter, one special character, one lowercase letter, one number e.g Qwerty@12",
  phone: "The phone number must be 237 followed by 9 digits starting with 6",
  captcha: "Please verify the captcha",
  tooLong: (max: number) => `At most ${max} characters`,
} as const

export const EmailField = emailField(ACCOUNT_MESSAGES.email)
export const PasswordField = newPasswordField(ACCOUNT_MESSAGES.password)
export const GivenPasswordField = givenPasswordField(ACCOUNT_MESSAGES.required)
export const PhoneField = phoneField(ACCOUNT_MESSAGES.phone)
export const OptionalPhoneField = optionalPhoneField(ACCOUNT_MESSAGES.phone)
export const NameField = nameField({ required: ACCOUNT_MESSAGES.required, tooLong: ACCOUNT_MESSAGES.tooLong(100) })
export const CaptchaField = captchaField(ACCOUNT_MESSAGES.captcha)
export const LocaleField = z.enum(SHOP_LOCALES).default("fr")

export type AccountLocale = z.infer<typeof LocaleField>
