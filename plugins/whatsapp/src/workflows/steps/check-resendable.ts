import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PreparedMessage } from "./prepare-order-update"

/** Only a failed WhatsApp message can be sent again, with the same key, data and number. */
export const checkResendableStep = createStep(
  "check-whatsapp-resendable",
  async (input: { notification_id: string }, { container }) => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "notification",
      fields: ["id", "to", "channel", "template", "data", "status", "idempotency_key"],
      filters: { id: input.notification_id, channel: "whatsapp" },
    })
    const record = data[0] as (PreparedMessage & { status: string; idempotency_key: string | null }) | undefined
    if (!record) throw new MedusaError(MedusaError.Types.NOT_FOUND, "whatsapp_message_not_found")
    // A key set aside (`…:failed:<id>`) was resent already: the new message is the one to look at.
    if (record.status !== "failure" || !record.idempotency_key || record.idempotency_key.includes(":failed:")) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "whatsapp_message_not_failed")
    }
    const message: PreparedMessage = { to: record.to, template: record.template, data: record.data, idempotency_key: record.idempotency_key }
    return new StepResponse(message)
  }
)
