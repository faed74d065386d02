import { emitEventStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { AccountEvents } from "../events"

/** Asks for a fresh activation e-mail (each one carries a new link). */
export const requestAccountActivationEmailWorkflow = createWorkflow(
  "request-account-activation-email",
  (input: { customer_id: string; locale: "fr" | "en" }) => {
    emitEventStep({ eventName: AccountEvents.ACTIVATION_REQUESTED, data: input })
    return new WorkflowResponse(input)
  }
)
