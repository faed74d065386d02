import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomerNotificationsStep, type CustomerNotificationInput } from "../steps/customer-notifications"

/** For other features (orders, payments…): dashboard notifications with a stable `kind` and `data`. */
export const createCustomerNotificationsWorkflow = createWorkflow(
  "create-customer-notifications",
  (input: { notifications: CustomerNotificationInput[] }) =>
    new WorkflowResponse(createCustomerNotificationsStep(input.notifications))
)
