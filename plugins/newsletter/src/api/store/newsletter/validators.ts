import { z } from "@medusajs/framework/zod"
import { NEWSLETTER_LOCALES } from "../../../lib/consent"

/** The spec's e-mail rule and message (§5); addresses are compared lower-cased. */
const email = z
  .string({ message: "The field is obligatory and must be an email" })
  .trim()
  .max(254, "The field is obligatory and must be an email")
  .email("The field is obligatory and must be an email")
  .transform((value) => value.toLowerCase())

export const StoreSubscribeToNewsletter = z.object({
  email,
  locale: z.enum(NEWSLETTER_LOCALES).default("fr"),
  /** The ALTCHA widget's payload, checked by the shop's captcha middleware. */
  captcha: z.string({ message: "Please verify the captcha" }).min(1, "Please verify the captcha").max(10_000),
})
export type StoreSubscribeToNewsletterType = z.infer<typeof StoreSubscribeToNewsletter>

const token = z.string({ message: "This confirmation link is invalid or has expired." }).trim().min(16).max(200)

export const StoreConfirmNewsletter = z.object({ token })
export type StoreConfirmNewsletterType = z.infer<typeof StoreConfirmNewsletter>

export const StoreUnsubscribeFromNewsletter = z.object({
  subscriber: z.string().trim().min(1).max(100),
  token: z.string().trim().min(16).max(200),
})
export type StoreUnsubscribeFromNewsletterType = z.infer<typeof StoreUnsubscribeFromNewsletter>
