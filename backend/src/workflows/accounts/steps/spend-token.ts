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

/** Marks a solved captcha's nonce as used; answers false when it already was (a replay). Undo frees it. */
export const spendCaptchaStep = createStep(
  "spend-captcha",
  async (input: { nonce: string; expires_at: Date | string }, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    if (!(await accounts.spendToken("captcha", input.nonce, new Date(input.expires_at)))) return new StepResponse(false, null as string | null)
    return new StepResponse(true, input.nonce as string | null)
  },
  async (nonce, { container }) => {
    if (!nonce) return
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const spent = await accounts.listUsedTokens({ purpose: "captcha", token_id: nonce })
    if (spent.length) await accounts.deleteUsedTokens(spent.map((token) => token.id))
  }
)
