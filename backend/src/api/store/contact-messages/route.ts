import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireSolvedCaptcha } from "../../../lib/accounts/captcha"
import { accountsEnv, clientAddress } from "../../../lib/accounts/config"
import { contactEnv } from "../../../lib/contact/config"
import { consumeContactAllowance, contactThrottle } from "../../../lib/contact/throttle"
import { receiveContactMessageWorkflow } from "../../../workflows/contact/workflows/receive-contact-message"
import type { StoreSendContactMessageType } from "./validators"

/**
 * A message from the contact form: captcha, then the throttle (it sends two e-mails), then stored.
 * The answer names only the message's id: the visitor sees "message sent", nothing more.
 */
export async function POST(req: MedusaRequest<StoreSendContactMessageType>, res: MedusaResponse) {
  const { captcha, locale, ...message } = req.validatedBody
  const env = accountsEnv()
  await requireSolvedCaptcha(req.scope, env, captcha)
  await consumeContactAllowance(contactThrottle(contactEnv(), env.REDIS_URL), clientAddress(req), message.email)
  const { result } = await receiveContactMessageWorkflow(req.scope).run({ input: { ...message, language: locale } })
  res.status(201).json({ contact_message: { id: result.id } })
}
