import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { subscribersCsv } from "../../../../../lib/csv"
import { NEWSLETTER_MODULE } from "../../../../../modules/newsletter"
import type NewsletterModuleService from "../../../../../modules/newsletter/service"
import { STAFF_FIELDS } from "../route"
import { AdminListNewsletterSubscribers, subscriberFilters } from "../validators"

/** Staff: every subscriber matching the list's filters, as CSV with the consent records. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const parsed = AdminListNewsletterSubscribers.pick({ q: true, status: true }).safeParse(req.query)
  if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0]?.message ?? "Invalid query")
  const newsletter = req.scope.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
  const subscribers = await newsletter.listNewsletterSubscribers(subscriberFilters(parsed.data), {
    select: [...STAFF_FIELDS],
    order: { created_at: "ASC" },
  })
  const day = new Date().toISOString().slice(0, 10)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="newsletter-subscribers-${day}.csv"`)
  res.setHeader("Cache-Control", "no-store")
  // A byte-order mark so spreadsheet programs read the accents as UTF-8.
  res.send(`\uFEFF${subscribersCsv(subscribers as unknown as Record<string, unknown>[])}`)
}
