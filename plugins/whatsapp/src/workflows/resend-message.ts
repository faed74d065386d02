import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { failedSendStatuses } from "./failed-send"
import { checkResendableStep } from "./steps/check-resendable"
import { recordMessageStatusesStep } from "./steps/record-message-statuses"
import { sendWhatsAppMessageStep } from "./steps/send-whatsapp-message"
import { setAsideFailedNotificationStep } from "./steps/set-aside-failed-notification"

/** Staff send a failed message again: same number, template, data and key, as a new notification. */
export const resendWhatsAppMessageWorkflow = createWorkflow(
  "resend-whatsapp-message",
  (input: { notification_id: string }) => {
    const message = checkResendableStep(input)
    setAsideFailedNotificationStep(
      transform({ message, input }, ({ message, input }) => ({ notification_id: input.notification_id, idempotency_key: message.idempotency_key }))
    )
    const result = sendWhatsAppMessageStep(message)
    recordMessageStatusesStep(transform({ result }, ({ result }) => failedSendStatuses(result)))
    return new WorkflowResponse(result)
  }
)
