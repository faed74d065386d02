import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { releaseLockStep } from "@medusajs/medusa/core-flows"
import { type CallbackConfirmationInput, callbackConfirmationKey } from "../steps/claim-callback-confirmation"

/** The callback's confirmation is over: the next callback for the session may confirm again. */
export const releaseCallbackConfirmationWorkflow = createWorkflow(
  "release-mobile-money-callback-confirmation",
  (input: CallbackConfirmationInput) => {
    const lock = transform({ input }, ({ input }) => ({ key: callbackConfirmationKey(input.session_id), ownerId: input.owner_id }))
    return new WorkflowResponse(releaseLockStep(lock))
  }
)
