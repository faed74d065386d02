import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { markContactMessageAnsweredWorkflow } from "../../../../../workflows/contact/workflows/mark-contact-message-answered"
import { readContactMessage } from "../../../../../lib/contact/read-contact-message"

/** Staff mark a message answered (again: nothing changes, it keeps its first answer time). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await markContactMessageAnsweredWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ contact_message: await readContactMessage(req.scope, req.params.id) })
}
