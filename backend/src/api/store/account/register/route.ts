import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ApiError } from "@dreamshade/contracts"
import { requireSolvedCaptcha } from "../../../../lib/accounts/captcha"
import { accountsEnv, accountsThrottle, clientAddress } from "../../../../lib/accounts/config"
import { consumeEmailAllowance } from "../../../../lib/accounts/throttle"
import { registerCustomerAccountWorkflow } from "../../../../workflows/accounts/workflows/register-customer-account"
import type { StoreRegisterAccountType } from "../validators"

const EMAIL_TAKEN = "Sorry this account is already in use. Please use another."

/** Registration: a not yet validated account, and an activation e-mail in `locale`. */
export async function POST(req: MedusaRequest<StoreRegisterAccountType>, res: MedusaResponse) {
  const { captcha, terms: _terms, ...input } = req.validatedBody
  await requireSolvedCaptcha(req.scope, accountsEnv(), captcha)
  await consumeEmailAllowance(accountsThrottle(), clientAddress(req))

  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: existing } = await query.graph({
    entity: "customer",
    fields: ["id"],
    filters: { email: input.email, has_account: true },
  })
  if (existing.length) throw new ApiError("email_taken", EMAIL_TAKEN, { field: "email" })

  const { result: customer } = await registerCustomerAccountWorkflow(req.scope).run({ input })
  res.status(201).json({ customer: { id: customer.id, email: customer.email } })
}
