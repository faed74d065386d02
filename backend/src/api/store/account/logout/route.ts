import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sessionIdOf } from "../../../../lib/accounts/customer-sessions"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"

/** Logout ends this session on the server: its token answers 401 from now on, the others stay. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const sessionId = sessionIdOf(req)
  if (sessionId) {
    const accounts = req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const [session] = await accounts.listCustomerSessions(
      { id: sessionId, customer_id: req.auth_context.actor_id, ended_at: null },
      { select: ["id"] }
    )
    if (session) await accounts.updateCustomerSessions({ id: session.id, ended_at: new Date(), ended_reason: "logout" })
  }
  res.status(204).send()
}
