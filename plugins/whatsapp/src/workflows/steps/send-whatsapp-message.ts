import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PreparedMessage } from "./prepare-order-update"

export type SentMessage = {
  notification_id: string | null
  /** Why the Cloud API refused it (after the retries of a 429/5xx), or null when it went out. */
  error: string | null
}

/**
 * Sends through the Notification module (channel `whatsapp`), once per idempotency key: the
 * module's unique index turns a concurrent second send into an error before anything is sent. A
 * refusal is not thrown: the module recorded the notification as failed, and the next step keeps
 * the reason for staff. Last writing step: a message that left cannot be undone.
 */
export const sendWhatsAppMessageStep = createStep(
  "send-whatsapp-message",
  async (message: PreparedMessage, { container }) => {
    const notifications = container.resolve(Modules.NOTIFICATION)
    try {
      const sent = await notifications.createNotifications({
        to: message.to,
        channel: "whatsapp",
        template: message.template,
        data: message.data,
        idempotency_key: message.idempotency_key,
      })
      return new StepResponse<SentMessage>({ notification_id: sent?.id ?? null, error: null })
    } catch (error) {
      const { data } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "notification", fields: ["id", "status"], filters: { idempotency_key: message.idempotency_key } })
      const record = data[0] as { id: string; status: string } | undefined
      // No failed record of ours: another run holds the key (a race), nothing was sent here.
      if (record?.status !== "failure") throw error
      const reason = ((error as Error).message.split("\n").at(-1) ?? "").slice(0, 500)
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`WhatsApp ${message.idempotency_key} failed: ${reason}`)
      return new StepResponse<SentMessage>({ notification_id: record.id, error: reason })
    }
  }
)
