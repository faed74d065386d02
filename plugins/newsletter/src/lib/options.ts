import { z } from "@medusajs/framework/zod"

/** The plugin's options, given in `plugins: [...]` of the backend's medusa-config. */
const NewsletterOptionsSchema = z.object({
  /** The shop's public address: the confirmation and unsubscribe pages live there. */
  storefrontUrl: z.string().url().default("http://localhost:3000"),
  /** The backend's public address: the one-click unsubscribe address of `List-Unsubscribe`. */
  backendUrl: z.string().url().default("http://localhost:9000"),
  /** Signs unsubscribe links (HMAC-SHA256); at least 16 characters. */
  secret: z.string().min(16).default("dreamshade-dev-newsletter-secret"),
  /** How long a confirmation link stays valid. */
  confirmTtlHours: z.coerce.number().int().positive().default(72),
  /** One confirmation e-mail per address per this many seconds, whatever the client address. */
  resendIntervalSeconds: z.coerce.number().int().positive().default(300),
})

export type NewsletterOptions = z.infer<typeof NewsletterOptionsSchema>

export function readNewsletterOptions(options: Record<string, unknown>): NewsletterOptions {
  const parsed = NewsletterOptionsSchema.safeParse(options)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`@dreamshade/newsletter: option ${issue?.path.join(".")}: ${issue?.message}`)
  }
  return parsed.data
}
