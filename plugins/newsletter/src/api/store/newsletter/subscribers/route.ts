import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiError } from "@dreamshade/contracts"
import { clientAddress, isHumanVerified } from "../../../../lib/client-address"
import { subscribeToNewsletterWorkflow } from "../../../../workflows"
import type { StoreSubscribeToNewsletterType } from "../validators"

/**
 * Subscription, step one: the address gets an e-mail, the confirmation link (new, pending or
 * unsubscribed) or word that it is already subscribed (confirmed). The answer is the same in
 * every case, "check your inbox" (202), so it never tells whether an address is on the list.
 */
export async function POST(req: MedusaRequest<StoreSubscribeToNewsletterType>, res: MedusaResponse) {
  if (!isHumanVerified(res)) throw new ApiError("captcha_invalid", "Please verify the captcha", { field: "captcha" })
  const { email, locale } = req.validatedBody
  const { result } = await subscribeToNewsletterWorkflow(req.scope).run({ input: { email, locale, ip: clientAddress(req, res) } })
  res.status(202).json({ email: result.email })
}
