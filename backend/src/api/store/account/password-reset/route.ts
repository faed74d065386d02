import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { generateResetPasswordTokenWorkflow } from "@medusajs/medusa/core-flows"
import { requireSolvedCaptcha } from "../../../../lib/accounts/captcha"
import { accountsEnv, accountsThrottle, clientAddress } from "../../../../lib/accounts/config"
import { consumeEmailAllowance } from "../../../../lib/accounts/throttle"
import type { StoreEmailWithLocaleType } from "../validators"

/**
 * Asks for a reset link with Medusa's reset-password token (it emits `auth.password_reset`, and
 * a subscriber sends the e-mail). The answer is the same whether or not the e-mail exists.
 */
export async function POST(req: MedusaRequest<StoreEmailWithLocaleType>, res: MedusaResponse) {
  const { email, locale, captcha } = req.validatedBody
  // The captcha first: an unsolved request must not use up the address's allowance.
  await requireSolvedCaptcha(req.scope, accountsEnv(), captcha)
  await consumeEmailAllowance(accountsThrottle(), clientAddress(req), email)
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  await generateResetPasswordTokenWorkflow(req.scope).run({
    input: {
      entityId: email,
      actorType: "customer",
      provider: "emailpass",
      secret: http.jwtSecret!,
      jwtOptions: http.jwtOptions,
      metadata: { locale },
    },
    // An unknown e-mail fails inside the workflow; saying so would reveal which e-mails exist.
    throwOnError: false,
  })
  res.status(202).json({})
}
