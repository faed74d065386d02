import { captchaField, emailField } from "./fields.js"

/** The newsletter's subscription (`POST /store/newsletter`, the newsletter plugin). */

/** The subscribe form's fields, worded by `messages`; the backend adds the language. */
export function newsletterSubscriptionFields(messages: { email: string; captcha: string }) {
  return { email: emailField(messages.email), captcha: captchaField(messages.captcha) }
}

/** The newsletter API's error codes with their HTTP status (the storefront words them). */
export const NEWSLETTER_ERRORS = {
  invalid_data: 400,
  captcha_invalid: 400,
  too_many_attempts: 429,
  token_invalid: 400,
} as const

export type NewsletterErrorCode = keyof typeof NEWSLETTER_ERRORS
