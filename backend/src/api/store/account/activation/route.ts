import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ApiError } from "@dreamshade/contracts"
import { getAccountStatus } from "../../../../lib/accounts/account-state"
import { readActivationToken } from "../../../../lib/accounts/activation-token"
import { accountsEnv } from "../../../../lib/accounts/config"
import { activateCustomerAccountWorkflow } from "../../../../workflows/accounts/workflows/activate-customer-account"
import type { StoreActivateAccountType } from "../validators"

const invalidLink = () =>
  new ApiError("token_invalid", "This link is invalid or has already been used", { field: "token" })

/** Opens an activation link: a well-signed, unexpired, unused token of a not yet validated account. */
export async function POST(req: MedusaRequest<StoreActivateAccountType>, res: MedusaResponse) {
  const claims = readActivationToken(accountsEnv().JWT_SECRET, req.validatedBody.token)
  if (!claims) throw invalidLink()
  if ((await getAccountStatus(req.scope, claims.customer_id)) !== "not_validated") throw invalidLink()

  await activateCustomerAccountWorkflow(req.scope).run({
    input: { customer_id: claims.customer_id, jti: claims.jti, expires_at: new Date(claims.exp * 1000) },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["email"], filters: { id: claims.customer_id } })
  res.json({ email: data[0]?.email })
}
