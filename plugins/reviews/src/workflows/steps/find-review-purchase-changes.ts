import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { listPurchaseOrders, purchaseStanding } from "../../lib/purchase"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

/** Whose reviews to check: an order's customer (an order or payment event), or one customer's all. */
export type ReviewPurchasesScope = { order_id?: string; payment_id?: string; customer_id?: string }
export type ReviewPurchaseChange = { id: string; product_id: string; verified_purchase: boolean }

type Query = Pick<RemoteQueryFunction, "graph">

/**
 * The reviews whose verified mark no longer matches their author's orders, with the mark they
 * should carry. An order event touches only its customer's reviews of the products it holds; the
 * author's standing is read from all their orders, since another paid order still makes a buyer.
 */
export const findReviewPurchaseChangesStep = createStep(
  "find-review-purchase-changes",
  async (scope: ReviewPurchasesScope, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const target = await customerAndProducts(query, scope)
    if (!target) return new StepResponse([] as ReviewPurchaseChange[])
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const rows = await reviews.listReviews(
      { customer_id: target.customerId, ...(target.productIds ? { product_id: target.productIds } : {}) },
      { select: ["id", "product_id", "verified_purchase"] }
    )
    if (!rows.length) return new StepResponse([] as ReviewPurchaseChange[])
    const orders = await listPurchaseOrders(query, target.customerId)
    const changes = rows
      .map((review) => ({
        id: review.id,
        product_id: review.product_id,
        verified_purchase: purchaseStanding(orders, review.product_id) === "buyer",
        was: review.verified_purchase,
      }))
      .filter((review) => review.verified_purchase !== review.was)
      .map(({ was: _was, ...change }) => change)
    return new StepResponse(changes)
  }
)

/** The customer whose reviews to check and, for an order, the products it holds (null: nothing to check). */
async function customerAndProducts(
  query: Query,
  scope: ReviewPurchasesScope
): Promise<{ customerId: string; productIds: string[] | null } | null> {
  if (scope.customer_id) return { customerId: scope.customer_id, productIds: null }
  const orderId = scope.order_id ?? (scope.payment_id ? await orderIdOfPayment(query, scope.payment_id) : null)
  if (!orderId) return null
  const { data } = await query.graph({ entity: "order", fields: ["customer_id", "items.product_id"], filters: { id: orderId } })
  const order = data[0] as { customer_id?: string | null; items?: ({ product_id?: string | null } | null)[] | null } | undefined
  if (!order?.customer_id) return null
  const productIds = [...new Set((order.items ?? []).map((item) => item?.product_id).filter((id): id is string => !!id))]
  return productIds.length ? { customerId: order.customer_id, productIds } : null
}

/** The order a payment belongs to (payment → its collection → the order–collection link). */
async function orderIdOfPayment(query: Query, paymentId: string): Promise<string | null> {
  const { data: payments } = await query.graph({ entity: "payment", fields: ["payment_collection_id"], filters: { id: paymentId } })
  const collectionId = (payments[0] as { payment_collection_id?: string } | undefined)?.payment_collection_id
  if (!collectionId) return null
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: collectionId },
  })
  return (links[0] as { order_id?: string } | undefined)?.order_id ?? null
}
