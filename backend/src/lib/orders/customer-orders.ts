import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { getOrderDetailWorkflow, getOrdersListWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaOrder } from "./order-view"

/**
 * A customer's orders, read through Medusa's order workflows (which aggregate the payment and
 * fulfillment statuses) and always filtered by the customer: another customer's order is absent.
 */
export async function listCustomerOrders(
  scope: MedusaContainer,
  customerId: string,
  { fields, limit, offset }: { fields: string[]; limit: number; offset: number }
): Promise<{ orders: MedusaOrder[]; count: number }> {
  const { result } = await getOrdersListWorkflow(scope).run({
    input: {
      fields,
      variables: {
        filters: { customer_id: customerId, is_draft_order: false },
        skip: offset,
        take: limit,
        order: { created_at: "DESC" },
      },
    },
  })
  const { rows, metadata } = result as unknown as { rows: MedusaOrder[]; metadata: { count: number } }
  return { orders: rows, count: metadata.count }
}

/** The customer's order, or a 404 that says nothing about whether someone else's exists. */
export async function requireCustomerOrder(
  scope: MedusaContainer,
  customerId: string,
  orderId: string,
  fields: string[]
): Promise<MedusaOrder> {
  const notFound = new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)
  const { result } = await getOrderDetailWorkflow(scope)
    .run({ input: { order_id: orderId, fields, filters: { customer_id: customerId, is_draft_order: false } } })
    .catch((error: any) => {
      if (error?.type === MedusaError.Types.NOT_FOUND) throw notFound
      throw error
    })
  if (!result || (result as any).customer_id !== customerId) throw notFound
  return result as unknown as MedusaOrder
}
