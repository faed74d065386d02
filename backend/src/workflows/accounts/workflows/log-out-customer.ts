import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { endCustomerSessionStep } from "../steps/customer-session"

/** Logout: this session's token answers 401 from now on; the customer's other sessions stay. */
export const logOutCustomerWorkflow = createWorkflow("log-out-customer", (input: { customer_id: string; session_id: string }) => {
  return new WorkflowResponse(endCustomerSessionStep(input))
})
