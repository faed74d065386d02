import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readContactMessage } from "../../../../lib/contact/read-contact-message"

/** One message, for staff to read. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ contact_message: await readContactMessage(req.scope, req.params.id) })
}
