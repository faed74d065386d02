import { z } from "@medusajs/framework/zod"

export const AdminListNewsletterSubscribers = z.object({
  /** Part of an e-mail address, any case. */
  q: z.string().trim().max(254).optional(),
  status: z.enum(["pending", "confirmed", "unsubscribed"]).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminListNewsletterSubscribersType = z.infer<typeof AdminListNewsletterSubscribers>

/** The filters as the module's list methods take them (`%` and `_` in a search are literal). */
export function subscriberFilters(query: Pick<AdminListNewsletterSubscribersType, "q" | "status">) {
  const filters: Record<string, unknown> = {}
  if (query.q) filters.email = { $ilike: `%${query.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%` }
  if (query.status) filters.status = query.status
  return filters
}
