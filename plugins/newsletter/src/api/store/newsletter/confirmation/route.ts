import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiError } from "@dreamshade/contracts"
import { clientAddress } from "../../../../lib/client-address"
import { CONSENT_WORDING } from "../../../../lib/consent"
import { canConfirm } from "../../../../lib/subscription"
import { hashToken } from "../../../../lib/tokens"
import { NEWSLETTER_MODULE } from "../../../../modules/newsletter"
import type NewsletterModuleService from "../../../../modules/newsletter/service"
import { confirmNewsletterSubscriptionWorkflow } from "../../../../workflows"
import { INVALID_CONFIRMATION } from "../../../../workflows/steps/record-consent"
import type { StoreConfirmNewsletterType } from "../validators"

/** What the confirmation page shows: the address and the exact words the subscriber agrees to. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const token = typeof req.query.token === "string" ? req.query.token.slice(0, 200) : ""
  const newsletter = req.scope.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
  const [subscriber] = token ? await newsletter.listNewsletterSubscribers({ confirm_token_hash: hashToken(token) }, { take: 1 }) : []
  if (!subscriber || !canConfirm(subscriber, new Date())) {
    throw new ApiError("token_invalid", INVALID_CONFIRMATION, { field: "token" })
  }
  res.setHeader("Cache-Control", "no-store")
  res.json({ subscriber: { email: subscriber.email, locale: subscriber.locale }, wording: CONSENT_WORDING[subscriber.locale] })
}

/** Subscription, step two: the consent, recorded. */
export async function POST(req: MedusaRequest<StoreConfirmNewsletterType>, res: MedusaResponse) {
  const { result } = await confirmNewsletterSubscriptionWorkflow(req.scope).run({
    input: { token: req.validatedBody.token, ip: clientAddress(req, res) },
  })
  res.json({ subscriber: { email: result.email, status: result.status } })
}
