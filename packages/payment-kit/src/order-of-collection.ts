import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type CollectionOrder = { orderId: string; refs: Set<string> }
type Link = { payment_collection_id: string; order?: { id: string; transactions?: { reference_id: string | null }[] | null } | null }

/** Each payment collection's order, and the references of that order's transactions. */
export async function ordersOfCollections(container: MedusaContainer, collectionIds: string[]): Promise<Map<string, CollectionOrder>> {
  const orders = new Map<string, CollectionOrder>()
  if (!collectionIds.length) return orders
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order_payment_collection",
    fields: ["payment_collection_id", "order.id", "order.transactions.reference_id"],
    filters: { payment_collection_id: collectionIds },
  })
  for (const link of data as Link[]) {
    if (!link.order) continue
    const refs = (link.order.transactions ?? []).map((transaction) => transaction.reference_id).filter((ref): ref is string => Boolean(ref))
    orders.set(link.payment_collection_id, { orderId: link.order.id, refs: new Set(refs) })
  }
  return orders
}
