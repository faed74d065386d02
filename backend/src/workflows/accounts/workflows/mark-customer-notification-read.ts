import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { markCustomerNotificationReadStep } from "../steps/customer-notifications"

/** Marks a notification read, only if it belongs to the customer; null when it does not. */
export const markCustomerNotificationReadWorkflow = createWorkflow(
  "mark-customer-notification-read",
  (input: { id: string; customer_id: string }) => new WorkflowResponse(markCustomerNotificationReadStep(input))
)
