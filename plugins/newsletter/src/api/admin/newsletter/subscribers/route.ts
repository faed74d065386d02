import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { NEWSLETTER_MODULE } from "../../../../modules/newsletter"
import type NewsletterModuleService from "../../../../modules/newsletter/service"
import { AdminListNewsletterSubscribers, subscriberFilters } from "./validators"

/** Staff: the list, newest first, searchable by address and filtered by status. Never the token hashes. */
export const STAFF_FIELDS = [
  "id",
  "email",
  "locale",
  "status",
  "requested_at",
  "confirmed_at",
  "consent_ip",
  "consent_wording",
  "consent_locale",
  "unsubscribed_at",
  "created_at",
] as const

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const parsed = AdminListNewsletterSubscribers.safeParse(req.query)
  if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0]?.message ?? "Invalid query")
  const { offset, limit } = parsed.data
  const newsletter = req.scope.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
  const [subscribers, count] = await newsletter.listAndCountNewsletterSubscribers(subscriberFilters(parsed.data), {
    select: [...STAFF_FIELDS],
    skip: offset,
    take: limit,
    order: { created_at: "DESC" },
  })
  res.json({ subscribers, count, offset, limit })
}
