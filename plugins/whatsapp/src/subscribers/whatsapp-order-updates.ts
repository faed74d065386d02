import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { orderIdOfFulfillment, orderIdOfPayment } from "../lib/order-of"
import type { OrderUpdate } from "../lib/templates"
import { sendOrderUpdateWorkflow } from "../workflows/send-order-update"

/** Which order event is which WhatsApp update, and where the event names its order. */
const UPDATE_OF_EVENT: Record<string, OrderUpdate> = {
  "order.placed": "placed",
  "payment.captured": "paid",
  "shipment.created": "shipped",
  "delivery.created": "delivered",
  "order.canceled": "cancelled",
}

/** An order moved along: its customer, if opted in, hears it on WhatsApp (src/jobs/whatsapp-outbox.ts sends what a stop missed). */
export default async function whatsAppOrderUpdates({ event, container }: SubscriberArgs<{ id?: string; order_id?: string }>) {
  const update = UPDATE_OF_EVENT[event.name]
  if (!update || !event.data.id) return
  const orderId =
    event.name === "payment.captured"
      ? await orderIdOfPayment(container, event.data.id)
      : event.name === "shipment.created" || event.name === "delivery.created"
        ? (event.data.order_id ?? (await orderIdOfFulfillment(container, event.data.id)))
        : event.data.id
  if (orderId) await sendOrderUpdateWorkflow(container).run({ input: { order_id: orderId, update } })
}

export const config: SubscriberConfig = { event: Object.keys(UPDATE_OF_EVENT), context: { subscriberId: "whatsapp-order-updates" } }
