import { newsletterSubscriptionFields, SPEC_FIELD_MESSAGES } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"
import { NEWSLETTER_LOCALES } from "../../../lib/consent"

/** The contracts' rules (the storefront checks the same), the spec's messages (§5). */
export const StoreSubscribeToNewsletter = z.object({
  ...newsletterSubscriptionFields(SPEC_FIELD_MESSAGES),
  locale: z.enum(NEWSLETTER_LOCALES).default("fr"),
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
