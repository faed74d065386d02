import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { startCustomerSessionStep } from "../steps/customer-session"

/** Sign-in: a new session whose id goes into the customer's token (`lib/accounts/customer-token.ts`). */
export const startCustomerSessionWorkflow = createWorkflow("start-customer-session", (input: { customer_id: string }) => {
  return new WorkflowResponse(startCustomerSessionStep(input))
})
