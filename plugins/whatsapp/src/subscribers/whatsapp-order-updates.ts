import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deferOrderAfterWork } from "@dreamshade/contracts"
import { readWhatsAppConfig } from "../lib/config"
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

/**
 * An order moved along: its customer, if opted in, hears it on WhatsApp (src/jobs/whatsapp-outbox.ts
 * sends the "placed" and "paid" a stop missed). Through the backend's after-work queue
 * (`deferOrderAfterWork`, docs/decisions/046): an order's "placed" waits for the checkouts under
 * way, and every update goes the same way so a "paid" never overtakes its "placed".
 */
export default async function whatsAppOrderUpdates({ event, container }: SubscriberArgs<{ id?: string; order_id?: string }>) {
  const update = UPDATE_OF_EVENT[event.name]
  const id = event.data.id
  // Channel off: no workflow run at all (the engine writes and deletes a row for each run).
  if (!update || !id || !readWhatsAppConfig()) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  deferOrderAfterWork(
    `WhatsApp "${update}" update (${event.name} ${id})`,
    async () => {
      const orderId =
        event.name === "payment.captured"
          ? await orderIdOfPayment(container, id)
          : event.name === "shipment.created" || event.name === "delivery.created"
            ? (event.data.order_id ?? (await orderIdOfFulfillment(container, id)))
            : id
      if (orderId) await sendOrderUpdateWorkflow(container).run({ input: { order_id: orderId, update } })
    },
    (name, error) => logger.error(`${name} failed: ${(error as Error).message}`)
  )
}

export const config: SubscriberConfig = { event: Object.keys(UPDATE_OF_EVENT), context: { subscriberId: "whatsapp-order-updates" } }
