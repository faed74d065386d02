import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AuthIdentityDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ApiError } from "@dreamshade/contracts"
import { getAccountStatus } from "../../../../lib/accounts/account-state"
import { requireSolvedCaptcha } from "../../../../lib/accounts/captcha"
import { accountsEnv, accountsThrottle, clientAddress } from "../../../../lib/accounts/config"
import { issueCustomerToken } from "../../../../lib/accounts/customer-token"
import { loginAttempt } from "../../../../lib/accounts/throttle"
import type { StoreLoginType } from "../validators"

const NOT_FOUND = "Account not found in the system. You can create an account then try again"
const WRONG_PASSWORD = "The user data provided does not correspond to any system user"

/**
 * Login with captcha and throttle (lib/accounts/throttle.ts `loginAttempt`): the attempt is
 * counted before anything is checked and given back when the password is right. The password is
 * checked before the account state is told, so only the owner learns that an account is not
 * validated or deactivated.
 */
export async function POST(req: MedusaRequest<StoreLoginType>, res: MedusaResponse) {
  const { email, password, captcha } = req.validatedBody
  const attempt = loginAttempt(accountsThrottle(), "customer", email, clientAddress(req))
  await attempt.takeFromAddress()
  await requireSolvedCaptcha(req.scope, accountsEnv(), captcha)
  await attempt.takeFromEmail()

  const auth = req.scope.resolve(Modules.AUTH)
  const [identity] = await auth.listProviderIdentities({ entity_id: email, provider: "emailpass" })
  if (!identity) throw new ApiError("account_not_found", NOT_FOUND, { field: "email" })

  const result = await auth.authenticate("emailpass", {
    url: req.url,
    headers: req.headers as Record<string, string>,
    query: {},
    body: { email, password },
    protocol: req.protocol,
  })
  const authIdentity = result.authIdentity as AuthIdentityDTO | undefined
  if (!result.success || !authIdentity) {
    throw new ApiError("wrong_password", WRONG_PASSWORD, { field: "password" })
  }
  const customerId = authIdentity.app_metadata?.customer_id as string | undefined
  if (!customerId) throw new ApiError("account_not_found", NOT_FOUND, { field: "email" })

  const status = await getAccountStatus(req.scope, customerId)
  if (status === "deleted") throw new ApiError("account_not_found", NOT_FOUND, { field: "email" })
  // The right password from here on: whatever the account's state, the attempt goes back.
  await attempt.giveBack()
  if (status === "not_validated") {
    throw new ApiError(
      "account_not_validated",
      "Your account has not been validated yet. Do you want to receive an account validation email again?"
    )
  }
  if (status === "deactivated") {
    throw new ApiError("account_deactivated", "Your account has been deactivated. Please contact the administrator.")
  }
  res.json({ token: await issueCustomerToken(req.scope, authIdentity, customerId) })
}
