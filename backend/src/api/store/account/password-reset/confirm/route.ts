import { getAuthContextFromJwtToken, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ApiError } from "@dreamshade/contracts"
import { changeCustomerPasswordWorkflow } from "../../../../../workflows/accounts/workflows/change-customer-password"
import type { StoreConfirmPasswordResetType } from "../../validators"

const invalidLink = () =>
  new ApiError("token_invalid", "This link is invalid or has already been used", { field: "token" })

/** Sets a new password from a reset link: Medusa's signed token, for this e-mail, unexpired, used once. */
export async function POST(req: MedusaRequest<StoreConfirmPasswordResetType>, res: MedusaResponse) {
  const { email, token, password } = req.validatedBody
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const claims = getAuthContextFromJwtToken(
    `Bearer ${token}`,
    http.jwtSecret!,
    ["bearer"],
    ["customer"],
    http.jwtPublicKey,
    http.jwtVerifyOptions ?? http.jwtOptions
  ) as unknown as { entity_id?: string; purpose?: string; jti?: string } | null
  if (!claims || claims.purpose !== "reset" || !claims.jti || claims.entity_id !== email) throw invalidLink()

  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "customer_account.locale"],
    filters: { email, has_account: true },
  })
  const customer = data[0] as { id: string; customer_account?: { locale?: "fr" | "en" } } | undefined
  if (!customer) throw invalidLink()

  try {
    await changeCustomerPasswordWorkflow(req.scope).run({
      input: { customer_id: customer.id, email, password, locale: customer.customer_account?.locale ?? "fr", reset_jti: claims.jti },
    })
  } catch (error) {
    // Medusa refuses a spent or unknown token id while consuming it.
    if ((error as { type?: string })?.type === "unauthorized" || /token/i.test(String((error as Error)?.message))) {
      throw invalidLink()
    }
    throw error
  }
  res.json({})
}
