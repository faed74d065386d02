import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

export type AccountProfile = {
  id: string
  first_name: string | null
  last_name: string | null
  email: string
  phone: string | null
  picture_url: string | null
  status: string
  locale: "fr" | "en"
  created_at: string
}

/** The contract's `account` object, read for one customer only (the caller's id). */
export async function readAccountProfile(container: MedusaContainer, customerId: string): Promise<AccountProfile> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "first_name", "last_name", "email", "phone", "created_at", "customer_account.*"],
    filters: { id: customerId },
  })
  const customer = data[0] as any
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Customer not found")
  return {
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone: customer.phone,
    picture_url: customer.customer_account?.picture_url ?? null,
    status: customer.customer_account?.status ?? "active",
    locale: customer.customer_account?.locale ?? "fr",
    created_at: customer.created_at,
  }
}
