import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import { requireUnsubscribeTarget } from "../../../lib/unsubscribe-request"
import { unsubscribeFromNewsletterWorkflow } from "../../../workflows"

/**
 * The `List-Unsubscribe` address (RFC 8058). Mail clients POST `List-Unsubscribe=One-Click` to it
 * without cookies or keys, so it sits outside /store (which wants a publishable key).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const subscriber = await requireUnsubscribeTarget(req.scope, req.query.subscriber, req.query.token)
  await unsubscribeFromNewsletterWorkflow(req.scope).run({ input: { subscriber_id: subscriber.id } })
  res.status(200).json({ subscriber: { status: "unsubscribed" } })
}

/** A person who opens the address in a browser lands on the shop's unsubscribe page (a button, no change on GET). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { storefrontUrl } = req.scope.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).options
  const query = new URLSearchParams({
    subscriber: typeof req.query.subscriber === "string" ? req.query.subscriber.slice(0, 100) : "",
    token: typeof req.query.token === "string" ? req.query.token.slice(0, 200) : "",
  })
  res.redirect(303, `${storefrontUrl.replace(/\/+$/, "")}/newsletter/unsubscribe?${query}`)
}
