import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { type RequestSubscriptionInput, requestSubscriptionStep } from "../steps/request-subscription"

export const subscribeToNewsletterWorkflow = createWorkflow("subscribe-to-newsletter", (input: RequestSubscriptionInput) => {
  return new WorkflowResponse(requestSubscriptionStep(input))
})
