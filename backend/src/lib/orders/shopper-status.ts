/**
 * The five statuses a shopper reads (spec: Pending, Validated, Shipping, Delivered, Cancelled),
 * derived from Medusa's own order, payment and fulfillment statuses. Staff never set them:
 * they capture the payment, create and ship fulfillments, mark them delivered or cancel the order
 * in the Medusa Admin, and the status follows. The table is docs/decisions/008-shopper-order-status.md.
 */
export const SHOPPER_STATUSES = ["pending", "validated", "shipping", "delivered", "cancelled"] as const
export type ShopperStatus = (typeof SHOPPER_STATUSES)[number]

/** Medusa's values (`OrderStatus`, and what `getOrderDetailWorkflow` aggregates). */
export type MedusaOrderState = {
  status: string
  payment_status: string
  fulfillment_status: string
}

const SHIPPING = ["shipped", "partially_shipped", "partially_delivered"]
const PAID = ["captured", "partially_captured", "partially_refunded"]
const PREPARED = ["fulfilled", "partially_fulfilled"]
const PAYMENT_GONE = ["canceled", "refunded"]

/** First matching row wins; the order of the rows is the rule. */
export function shopperStatus({ status, payment_status, fulfillment_status }: MedusaOrderState): ShopperStatus {
  if (status === "canceled") return "cancelled"
  if (fulfillment_status === "delivered") return "delivered"
  if (SHIPPING.includes(fulfillment_status)) return "shipping"
  // Money handed back (or the payment voided) before anything left the shop: the sale is off.
  if (PAYMENT_GONE.includes(payment_status)) return "cancelled"
  if (PAID.includes(payment_status) || PREPARED.includes(fulfillment_status)) return "validated"
  return "pending"
}
