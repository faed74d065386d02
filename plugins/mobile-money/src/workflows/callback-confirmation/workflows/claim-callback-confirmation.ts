import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { type CallbackConfirmationInput, claimCallbackConfirmationStep } from "../steps/claim-callback-confirmation"

/** True when this callback may confirm the session; false while another one's confirmation runs. */
export const claimCallbackConfirmationWorkflow = createWorkflow(
  "claim-mobile-money-callback-confirmation",
  (input: CallbackConfirmationInput) => new WorkflowResponse(claimCallbackConfirmationStep(input))
)
