import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** The Notification module's generated update, which its public interface does not list. */
type UpdatableNotifications = { updateNotifications(data: { id: string; idempotency_key: string }[]): Promise<unknown> }

/**
 * Frees a failed message's idempotency key for the resend: the failed record keeps its history
 * under `<key>:failed:<id>`. (Medusa 2.21 cannot retry a failed key itself: it updates a
 * notification under a new id that was never created.) Undo gives the key back.
 */
export const setAsideFailedNotificationStep = createStep(
  "set-aside-failed-whatsapp-notification",
  async (input: { notification_id: string; idempotency_key: string }, { container }) => {
    const notifications = container.resolve(Modules.NOTIFICATION) as unknown as UpdatableNotifications
    await notifications.updateNotifications([{ id: input.notification_id, idempotency_key: `${input.idempotency_key}:failed:${input.notification_id}` }])
    return new StepResponse(input.notification_id, input)
  },
  async (previous, { container }) => {
    if (!previous) return
    const notifications = container.resolve(Modules.NOTIFICATION) as unknown as UpdatableNotifications
    await notifications.updateNotifications([{ id: previous.notification_id, idempotency_key: previous.idempotency_key }])
  }
)
