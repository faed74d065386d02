import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { unsubscribeStep } from "../steps/unsubscribe"

export const unsubscribeFromNewsletterWorkflow = createWorkflow(
  "unsubscribe-from-newsletter",
  (input: { subscriber_id: string }) => new WorkflowResponse(unsubscribeStep(input))
)
