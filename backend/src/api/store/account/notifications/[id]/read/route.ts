import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { markCustomerNotificationReadWorkflow } from "../../../../../../workflows/accounts/workflows/mark-customer-notification-read"

/** Opening a notification marks it read; another customer's answers 404 like a missing one. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await markCustomerNotificationReadWorkflow(req.scope).run({
    input: { id: req.params.id, customer_id: req.auth_context.actor_id },
  })
  if (!result) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Notification not found")
  const { id, kind, data, read_at, created_at } = result as any
  res.json({ notification: { id, kind, data, read_at, created_at } })
}
