import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sessionIdOf } from "../../../../lib/accounts/customer-sessions"
import { logOutCustomerWorkflow } from "../../../../workflows/accounts/workflows/log-out-customer"

/** Logout ends this session on the server: its token answers 401 from now on, the others stay. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const sessionId = sessionIdOf(req)
  if (sessionId) {
    await logOutCustomerWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id, session_id: sessionId } })
  }
  res.status(204).send()
}
