import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { solvedPayload } from "./accounts"

export const STAFF = { email: "staff@dreamshade.cm", password: "Staff#2026pass" }

/** A staff user made through Medusa's modules; logs in through `/auth/user/emailpass` (`staffLogin`). */
export async function createStaff(container: MedusaContainer) {
  const auth = container.resolve(Modules.AUTH)
  const [user] = await container.resolve(Modules.USER).createUsers([{ email: STAFF.email }])
  const { authIdentity } = await auth.register("emailpass", { body: STAFF } as any)
  await auth.updateAuthIdentities({ id: authIdentity!.id, app_metadata: { user_id: user.id } })
}

/** A solved staff-login captcha, as the admin's login widget hands it over. */
export async function solveStaffCaptcha(api: any): Promise<string> {
  const { data: challenge } = await api.get("/auth/user/captcha")
  return solvedPayload(challenge)
}

/** `POST /auth/user/emailpass` with a solved captcha; answers the response whatever its status. */
export async function staffLogin(api: any, credentials = STAFF, headers: Record<string, string> = {}) {
  const captcha = await solveStaffCaptcha(api)
  return api
    .post("/auth/user/emailpass", { ...credentials, captcha }, { headers })
    .catch((error: any) => error.response ?? Promise.reject(error))
}
