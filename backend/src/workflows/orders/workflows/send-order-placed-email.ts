import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendOrderPlacedEmailStep } from "../steps/send-order-placed-email"

/** The confirmation e-mail of a newly placed order (lines, totals, how to pay when unpaid). */
export const sendOrderPlacedEmailWorkflow = createWorkflow("send-order-placed-email", (input: { order_id: string }) => {
  return new WorkflowResponse(sendOrderPlacedEmailStep(input))
})
