import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { type RecordConsentInput, recordConsentStep } from "../steps/record-consent"

export const confirmNewsletterSubscriptionWorkflow = createWorkflow(
  "confirm-newsletter-subscription",
  (input: RecordConsentInput) => new WorkflowResponse(recordConsentStep(input))
)
