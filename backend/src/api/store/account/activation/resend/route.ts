import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { getAccountStatus } from "../../../../../lib/accounts/account-state"
import { requireSolvedCaptcha } from "../../../../../lib/accounts/captcha"
import { accountsEnv, accountsThrottle, clientAddress } from "../../../../../lib/accounts/config"
import { consumeEmailAllowance } from "../../../../../lib/accounts/throttle"
import { requestAccountActivationEmailWorkflow } from "../../../../../workflows/accounts/workflows/request-account-activation-email"
import type { StoreEmailWithLocaleType } from "../../validators"

/** Sends a new activation link, only to a not yet validated account; the answer never says which. */
export async function POST(req: MedusaRequest<StoreEmailWithLocaleType>, res: MedusaResponse) {
  const { email, locale, captcha } = req.validatedBody
  // The captcha first: an unsolved request must not use up the address's allowance.
  await requireSolvedCaptcha(req.scope, accountsEnv(), captcha)
  await consumeEmailAllowance(accountsThrottle(), clientAddress(req), email)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id"], filters: { email, has_account: true } })
  const customerId = data[0]?.id
  if (customerId && (await getAccountStatus(req.scope, customerId)) === "not_validated") {
    await requestAccountActivationEmailWorkflow(req.scope).run({ input: { customer_id: customerId, locale } })
  }
  res.status(202).json({})
}
