import type { AuthIdentityDTO, MedusaContainer } from "@medusajs/framework/types"
import { generateJwtTokenWithChecks } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"

/** The same customer JWT that Medusa's own emailpass login issues, so every store route accepts it. */
export async function issueCustomerToken(container: MedusaContainer, authIdentity: AuthIdentityDTO): Promise<string> {
  const result = await generateJwtTokenWithChecks(container, {
    authIdentity,
    actorType: "customer",
    authProvider: "emailpass",
  })
  return result.token
}
