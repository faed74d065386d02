import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WHATSAPP_MODULE } from "../../modules/whatsapp"
import type WhatsAppModuleService from "../../modules/whatsapp/service"

export type MessageStatusInput = {
  message_id: string
  status: "sent" | "delivered" | "read" | "failed"
  error: string | null
  occurred_at: Date
}

/**
 * Records each status a message reached, once: a status already recorded for that message (a
 * replayed webhook, a resend refused again) is left as it is. Undo deletes what this step wrote.
 */
export const recordMessageStatusesStep = createStep(
  "record-whatsapp-message-statuses",
  async (statuses: MessageStatusInput[], { container }) => {
    if (!statuses.length) return new StepResponse([] as string[], [] as string[])
    const whatsapp = container.resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    const known = await whatsapp.listWhatsAppDeliveryReports(
      { message_id: [...new Set(statuses.map((status) => status.message_id))] },
      { select: ["message_id", "status"] }
    )
    const seen = new Set(known.map((row) => `${row.message_id} ${row.status}`))
    const fresh = statuses.filter((status) => {
      const key = `${status.message_id} ${status.status}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    if (!fresh.length) return new StepResponse([] as string[], [] as string[])
    const created = await whatsapp.createWhatsAppDeliveryReports(fresh)
    const ids = created.map((row) => row.id)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<WhatsAppModuleService>(WHATSAPP_MODULE).deleteWhatsAppDeliveryReports(ids)
  }
)
