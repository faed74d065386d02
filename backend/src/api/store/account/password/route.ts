import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { ApiError } from "@dreamshade/contracts"
import { readAccountProfile } from "../../../../lib/accounts/account-profile"
import { accountsThrottle, clientAddress } from "../../../../lib/accounts/config"
import { sessionIdOf } from "../../../../lib/accounts/customer-sessions"
import { requestLocale } from "../../../../lib/accounts/request-locale"
import { loginAttempt } from "../../../../lib/accounts/throttle"
import { changeCustomerPasswordWorkflow } from "../../../../workflows/accounts/workflows/change-customer-password"
import type { StoreChangePasswordType } from "../validators"

/**
 * Password change from the profile: the current password first (throttled like a login). The
 * customer's other sessions end; this one stays signed in.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreChangePasswordType>, res: MedusaResponse) {
  const { old_password, new_password } = req.validatedBody
  const profile = await readAccountProfile(req.scope, req.auth_context.actor_id)
  // Counted like a login attempt, before the check; given back when the password is right.
  const attempt = loginAttempt(accountsThrottle(), "customer", profile.email, clientAddress(req))
  await attempt.takeFromAddress()
  await attempt.takeFromEmail()

  const auth = req.scope.resolve(Modules.AUTH)
  const check = await auth.authenticate("emailpass", {
    body: { email: profile.email, password: old_password },
  } as any)
  if (!check.success || check.authIdentity?.id !== req.auth_context.auth_identity_id) {
    throw new ApiError("old_password_incorrect", "Old password is incorrect", { field: "old_password" })
  }
  await attempt.giveBack()
  await changeCustomerPasswordWorkflow(req.scope).run({
    input: {
      customer_id: profile.id,
      email: profile.email,
      password: new_password,
      locale: requestLocale(req, profile.locale),
      keep_session_id: sessionIdOf(req),
    },
  })
  res.json({})
}
