import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { OrderUpdate } from "../lib/templates"
import { prepareOrderUpdateStep } from "./steps/prepare-order-update"
import { recordMessageStatusesStep } from "./steps/record-message-statuses"
import { sendWhatsAppMessageStep } from "./steps/send-whatsapp-message"
import { failedSendStatuses } from "./failed-send"

/** Tells an opted-in customer on WhatsApp that their order moved along, once per order and update. */
export const sendOrderUpdateWorkflow = createWorkflow(
  "send-whatsapp-order-update",
  (input: { order_id: string; update: OrderUpdate }) => {
    const prepared = prepareOrderUpdateStep(input)
    const sent = when("whatsapp-update-due", { prepared }, ({ prepared }) => Boolean(prepared)).then(() => {
      const message = transform({ prepared }, ({ prepared }) => prepared!)
      const result = sendWhatsAppMessageStep(message)
      recordMessageStatusesStep(transform({ result }, ({ result }) => failedSendStatuses(result)))
      return result
    })
    return new WorkflowResponse(transform({ sent }, ({ sent }) => sent ?? null))
  }
)
