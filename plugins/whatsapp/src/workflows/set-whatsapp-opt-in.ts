import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setSubscriptionStep, type SetSubscriptionInput } from "./steps/set-subscription"
import { validateOptInStep } from "./steps/validate-opt-in"

/** A customer turns order updates on WhatsApp on (with their number) or off. */
export const setWhatsAppOptInWorkflow = createWorkflow("set-whatsapp-opt-in", (input: SetSubscriptionInput) => {
  const valid = validateOptInStep(input)
  return new WorkflowResponse(setSubscriptionStep(valid))
})
