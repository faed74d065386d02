import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { OrderNotice } from "../../../lib/orders/order-notices"
import { createCustomerNotificationsStep } from "../../accounts/steps/customer-notifications"
import { prepareOrderNoticeStep } from "../steps/prepare-order-notice"
import { sendOrderEmailStep } from "../steps/send-order-email"

/** Tells an order's customer it was placed or moved along: dashboard notification, then e-mail. */
export const notifyOrderCustomerWorkflow = createWorkflow(
  "notify-order-customer",
  (input: { order_id: string; notice: OrderNotice }) => {
    const prepared = prepareOrderNoticeStep(input)
    const sent = when("order-notice-due", { prepared }, ({ prepared }) => Boolean(prepared)).then(() => {
      const notification = transform({ prepared }, ({ prepared }) => (prepared!.notification ? [prepared!.notification] : []))
      const email = transform({ prepared }, ({ prepared }) => prepared!.email)
      createCustomerNotificationsStep(notification)
      sendOrderEmailStep(email)
      return true
    })
    return new WorkflowResponse(transform({ sent }, ({ sent }) => Boolean(sent)))
  }
)
