import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

/** Marks a one-time activation token as used; a second use fails with `token_invalid`. */
export const spendActivationTokenStep = createStep(
  "spend-activation-token",
  async (input: { jti: string; expires_at: Date }, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    if (!(await accounts.spendToken("account_activation", input.jti, input.expires_at))) {
      throw new ApiError("token_invalid", "This link is invalid or has already been used", { field: "token" })
    }
    return new StepResponse(input.jti, input.jti)
  },
  async (jti, { container }) => {
    if (!jti) return
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const spent = await accounts.listUsedTokens({ purpose: "account_activation", token_id: jti })
    if (spent.length) await accounts.deleteUsedTokens(spent.map((token) => token.id))
  }
)
