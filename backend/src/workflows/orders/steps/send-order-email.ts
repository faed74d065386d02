import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PreparedOrderNotice } from "./prepare-order-notice"

/** Sends the e-mail through the Notification module. Last step: a sent e-mail cannot be undone. */
export const sendOrderEmailStep = createStep(
  "send-order-email",
  async (email: PreparedOrderNotice["email"], { container }) => {
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to: email.to,
      channel: "email",
      template: email.template,
      data: email.data,
    })
    return new StepResponse(null)
  }
)
