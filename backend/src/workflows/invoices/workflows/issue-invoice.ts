import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { issueInvoiceStep } from "../steps/issue-invoice"

/** The order's invoice number, given once in the shop's gap-free sequence. */
export const issueInvoiceWorkflow = createWorkflow("issue-invoice", (input: { order_id: string }) => {
  return new WorkflowResponse(issueInvoiceStep(input))
})
