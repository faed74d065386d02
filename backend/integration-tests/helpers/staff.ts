import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

export const STAFF = { email: "staff@dreamshade.cm", password: "Staff#2026pass" }

/** A staff user made through Medusa's modules; logs in through the untouched `/auth/user/emailpass`. */
export async function createStaff(container: MedusaContainer) {
  const auth = container.resolve(Modules.AUTH)
  const [user] = await container.resolve(Modules.USER).createUsers([{ email: STAFF.email }])
  const { authIdentity } = await auth.register("emailpass", { body: STAFF } as any)
  await auth.updateAuthIdentities({ id: authIdentity!.id, app_metadata: { user_id: user.id } })
}
