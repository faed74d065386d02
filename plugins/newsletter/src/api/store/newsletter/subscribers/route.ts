import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientAddress, isHumanVerified } from "../../../../lib/client-address"
import { NewsletterError, newsletterRoute } from "../../../../lib/errors"
import { subscribeToNewsletterWorkflow } from "../../../../workflows"
import type { StoreSubscribeToNewsletterType } from "../validators"

/** Subscription, step one: the address waits for confirmation and gets the link by e-mail. */
export const POST = newsletterRoute(async (req: MedusaRequest<StoreSubscribeToNewsletterType>, res: MedusaResponse) => {
  if (!isHumanVerified(res)) throw new NewsletterError("captcha_invalid", "Please verify the captcha", { field: "captcha" })
  const { email, locale } = req.validatedBody
  const { result } = await subscribeToNewsletterWorkflow(req.scope).run({ input: { email, locale, ip: clientAddress(req, res) } })
  res.status(201).json({ subscriber: { email: result.email, status: result.status } })
})
