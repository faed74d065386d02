import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { setCustomerAccountStatusWorkflow } from "../../../../../workflows/accounts/workflows/set-customer-account-status"
import type { AdminSetAccountStatusType } from "./validators"

async function readAccountState(container: MedusaContainer, customerId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "customer_account.status", "customer_account.activated_at", "customer_account.deactivated_at"],
    filters: { id: customerId },
  })
  const customer = data[0] as any
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Customer ${customerId} not found`)
  return {
    status: customer.customer_account?.status ?? "active",
    activated_at: customer.customer_account?.activated_at ?? null,
    deactivated_at: customer.customer_account?.deactivated_at ?? null,
  }
}

/** A customer's account state, for the admin widget on the customer page. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ account: await readAccountState(req.scope, req.params.id) })
}

/** Staff deactivate (the customer's tokens stop working at once) or reactivate an account. */
export async function POST(req: AuthenticatedMedusaRequest<AdminSetAccountStatusType>, res: MedusaResponse) {
  const current = await readAccountState(req.scope, req.params.id)
  if (current.status === "deleted") {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This account was deleted by its owner")
  }
  await setCustomerAccountStatusWorkflow(req.scope).run({
    input: { customer_id: req.params.id, status: req.validatedBody.status },
  })
  res.json({ account: await readAccountState(req.scope, req.params.id) })
}
