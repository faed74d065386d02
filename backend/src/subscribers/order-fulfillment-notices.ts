import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { orderIdOfFulfillment } from "../lib/orders/order-of"
import type { OrderNotice } from "../lib/orders/order-notices"
import { notifyOrderCustomerWorkflow } from "../workflows/orders/workflows/notify-order-customer"

/** A prepared parcel validates an order not yet validated; shipping and delivery move it on. */
const NOTICE_OF_EVENT: Record<string, OrderNotice> = {
  "order.fulfillment_created": "validated",
  "shipment.created": "shipping",
  "delivery.created": "delivered",
}

export default async function orderFulfillmentNotices({
  event,
  container,
}: SubscriberArgs<{ id?: string; order_id?: string; fulfillment_id?: string }>) {
  const orderId = event.data.order_id ?? (event.data.id ? await orderIdOfFulfillment(container, event.data.id) : null)
  const notice = NOTICE_OF_EVENT[event.name]
  if (orderId && notice) await notifyOrderCustomerWorkflow(container).run({ input: { order_id: orderId, notice } })
}

export const config: SubscriberConfig = { event: Object.keys(NOTICE_OF_EVENT) }
