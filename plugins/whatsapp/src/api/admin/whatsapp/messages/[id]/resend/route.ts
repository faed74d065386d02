import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resendWhatsAppMessageWorkflow } from "../../../../../../workflows/resend-message"

/** Staff send a failed message again; answers whether it went out this time. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await resendWhatsAppMessageWorkflow(req.scope).run({ input: { notification_id: req.params.id! } })
  res.json({ sent: !result.error, error: result.error })
}
