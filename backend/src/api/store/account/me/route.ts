import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readAccountProfile } from "../../../../lib/accounts/account-profile"
import { updateCustomerProfileWorkflow } from "../../../../workflows/accounts/workflows/update-customer-profile"
import type { StoreUpdateAccountType } from "../validators"

/** The signed-in customer's profile and account state. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ account: await readAccountProfile(req.scope, req.auth_context.actor_id) })
}

/** Personal details and e-mail language; the e-mail itself is the login and does not change here. */
export async function POST(req: AuthenticatedMedusaRequest<StoreUpdateAccountType>, res: MedusaResponse) {
  await updateCustomerProfileWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, ...req.validatedBody },
  })
  res.json({ account: await readAccountProfile(req.scope, req.auth_context.actor_id) })
}
