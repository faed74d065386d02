import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createCaptchaChallenge } from "../../../../lib/accounts/captcha"
import { accountsEnv } from "../../../../lib/accounts/config"

/** A fresh ALTCHA challenge for the staff login (the admin's login widget); each solution works once. */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.setHeader("Cache-Control", "no-store")
  res.json(await createCaptchaChallenge(accountsEnv()))
}
