import { model } from "@medusajs/framework/utils"

/**
 * What became of one WhatsApp message: `sent`, `delivered`, `read` or `failed`, as Meta's status
 * webhooks say, or `failed` when the send itself was refused (then `message_id` is the
 * notification's id: Meta never gave one). One row per message and status: the unique index makes
 * a replayed webhook change nothing.
 */
export const WhatsAppMessageStatus = model
  .define("whatsapp_message_status", {
    id: model.id({ prefix: "wams" }).primaryKey(),
    message_id: model.text(),
    status: model.enum(["sent", "delivered", "read", "failed"]),
    error: model.text().nullable(),
    occurred_at: model.dateTime(),
  })
  .indexes([{ on: ["message_id", "status"], unique: true }])
