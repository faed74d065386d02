import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { requestLocale } from "../../../lib/accounts/request-locale"
import { deleteCustomerAccountWorkflow } from "../../../workflows/accounts/workflows/delete-customer-account"

/** Deletes the caller's account: personal data removed or anonymised, orders kept. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "email", "first_name", "addresses.id", "customer_account.locale", "customer_account.picture_file_id"],
    filters: { id: customerId },
  })
  const customer = data[0] as any
  await deleteCustomerAccountWorkflow(req.scope).run({
    input: {
      customer_id: customerId,
      auth_identity_id: req.auth_context.auth_identity_id!,
      address_ids: (customer.addresses ?? []).map((address: { id: string }) => address.id),
      picture_file_id: customer.customer_account?.picture_file_id ?? null,
      email: customer.email,
      first_name: customer.first_name ?? "",
      locale: requestLocale(req, customer.customer_account?.locale ?? "fr"),
    },
  })
  res.json({ deleted: true })
}
