import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PreparedOrderNotice } from "./prepare-order-notice"

/**
 * Sends the e-mail through the Notification module, once per idempotency key (the module's unique
 * index turns a concurrent second send into an error before anything is sent). Last step: a sent
 * e-mail cannot be undone.
 */
export const sendOrderEmailStep = createStep(
  "send-order-email",
  async (email: PreparedOrderNotice["email"], { container }) => {
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to: email.to,
      channel: "email",
      template: email.template,
      data: email.data,
      idempotency_key: email.idempotency_key,
    })
    return new StepResponse(null)
  }
)
