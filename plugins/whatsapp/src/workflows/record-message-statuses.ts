import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordMessageStatusesStep, type MessageStatusInput } from "./steps/record-message-statuses"

/** The statuses a webhook delivery reports (sent, delivered, read, failed), each recorded once. */
export const recordMessageStatusesWorkflow = createWorkflow(
  "record-whatsapp-message-statuses",
  (input: { statuses: MessageStatusInput[] }) => new WorkflowResponse(recordMessageStatusesStep(input.statuses))
)
