import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireUnsubscribeTarget } from "../../../../lib/unsubscribe-request"
import { unsubscribeFromNewsletterWorkflow } from "../../../../workflows"
import type { StoreUnsubscribeFromNewsletterType } from "../validators"

/** What the unsubscribe page shows for a signed link: the address and where it stands. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const subscriber = await requireUnsubscribeTarget(req.scope, req.query.subscriber, req.query.token)
  res.setHeader("Cache-Control", "no-store")
  res.json({ subscriber: { email: subscriber.email, status: subscriber.status } })
}

/** The unsubscribe page's button: no login, the signed link is the proof. */
export async function POST(req: MedusaRequest<StoreUnsubscribeFromNewsletterType>, res: MedusaResponse) {
  const subscriber = await requireUnsubscribeTarget(req.scope, req.validatedBody.subscriber, req.validatedBody.token)
  const { result } = await unsubscribeFromNewsletterWorkflow(req.scope).run({ input: { subscriber_id: subscriber.id } })
  res.json({ subscriber: { email: subscriber.email, status: result.status } })
}
