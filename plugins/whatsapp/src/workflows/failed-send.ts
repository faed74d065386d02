import type { MessageStatusInput } from "./steps/record-message-statuses"
import type { SentMessage } from "./steps/send-whatsapp-message"

/** A refused send, as a `failed` status of its notification (Meta gave no message id). */
export function failedSendStatuses(result: SentMessage): MessageStatusInput[] {
  if (!result.error || !result.notification_id) return []
  return [{ message_id: result.notification_id, status: "failed", error: result.error, occurred_at: new Date() }]
}
