import type { AuthIdentityDTO, MedusaContainer } from "@medusajs/framework/types"
import { generateJwtTokenWithChecks } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"
import { startCustomerSessionWorkflow } from "../../workflows/accounts/workflows/start-customer-session"

/**
 * The same customer JWT that Medusa's own emailpass login issues, so every store route accepts it,
 * with the id of a new session (`app_metadata.session_id`) that logout or a password change ends.
 */
export async function issueCustomerToken(
  container: MedusaContainer,
  authIdentity: AuthIdentityDTO,
  customerId: string
): Promise<string> {
  const { result: sessionId } = await startCustomerSessionWorkflow(container).run({ input: { customer_id: customerId } })
  const result = await generateJwtTokenWithChecks(container, {
    authIdentity: { ...authIdentity, app_metadata: { ...authIdentity.app_metadata, session_id: sessionId } },
    actorType: "customer",
    authProvider: "emailpass",
  })
  return result.token
}
