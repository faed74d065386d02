import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createCaptchaChallenge } from "../../../../lib/accounts/captcha"
import { accountsEnv } from "../../../../lib/accounts/config"

/** A fresh ALTCHA challenge (the widget's `challengeurl`); each solution is accepted once. */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.setHeader("Cache-Control", "no-store")
  res.json(await createCaptchaChallenge(accountsEnv()))
}
