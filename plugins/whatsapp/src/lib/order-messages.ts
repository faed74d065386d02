import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { WHATSAPP_MODULE } from "../modules/whatsapp"
import type WhatsAppModuleService from "../modules/whatsapp/service"
import { updateKey } from "./order-updates"
import { ORDER_UPDATES } from "./templates"

const STATUS_ORDER = ["sent", "delivered", "read"] as const

export type OrderMessage = {
  id: string
  update: string
  to: string
  /** The send: `success`, `failure` (refused: staff may resend) or `pending`. */
  send_status: string
  /** What Meta last said of the message: sent, delivered, read or failed; null before any. */
  status: string | null
  error: string | null
  created_at: string
}

/** An order's WhatsApp messages for staff: each update's send and the furthest status Meta reported. */
export async function orderMessages(container: MedusaContainer, orderId: string): Promise<OrderMessage[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "notification",
    fields: ["id", "to", "template", "status", "external_id", "idempotency_key", "created_at"],
    filters: { channel: "whatsapp", idempotency_key: ORDER_UPDATES.map((update) => updateKey(update, orderId)) },
  })
  const notifications = data as { id: string; to: string; template: string; status: string; external_id: string | null; created_at: string | Date }[]
  if (!notifications.length) return []
  const ids = notifications.flatMap((notification) => [notification.id, ...(notification.external_id ? [notification.external_id] : [])])
  const statuses = await container
    .resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    .listWhatsAppDeliveryReports({ message_id: ids }, { order: { occurred_at: "ASC" } })
  return notifications
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((notification) => {
      const delivery = statuses.filter((row) => notification.external_id && row.message_id === notification.external_id)
      // A refused send is keyed by the notification; a resend that went out leaves it behind.
      const refused = notification.status === "success" ? undefined : statuses.find((row) => row.message_id === notification.id)
      const failed = refused ?? delivery.find((row) => row.status === "failed")
      const furthest = [...STATUS_ORDER].reverse().find((status) => delivery.some((row) => row.status === status)) ?? null
      return {
        id: notification.id,
        update: notification.template,
        to: notification.to,
        send_status: notification.status,
        status: failed ? "failed" : furthest,
        error: failed?.error ?? null,
        created_at: new Date(notification.created_at).toISOString(),
      }
    })
}
