import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readAccountProfile } from "../../../../lib/accounts/account-profile"

/** The signed-in customer's profile and account state. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ account: await readAccountProfile(req.scope, req.auth_context.actor_id) })
}
