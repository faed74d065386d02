import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The order a payment belongs to (payment → its collection → the order–collection link). */
export async function orderIdOfPayment(container: MedusaContainer, paymentId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: payments } = await query.graph({ entity: "payment", fields: ["payment_collection_id"], filters: { id: paymentId } })
  const collectionId = payments[0]?.payment_collection_id
  if (!collectionId) return null
  const { data: links } = await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collectionId } })
  return links[0]?.order_id ?? null
}

/** The order a fulfillment was made for. */
export async function orderIdOfFulfillment(container: MedusaContainer, fulfillmentId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_fulfillment", fields: ["order_id"], filters: { fulfillment_id: fulfillmentId } })
  return data[0]?.order_id ?? null
}
