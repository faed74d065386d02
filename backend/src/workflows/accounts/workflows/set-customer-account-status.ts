import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateCustomerAccountRecordStep } from "../steps/customer-account-records"

/** Staff deactivate or reactivate an account. Reactivating also counts as validating it. */
export const setCustomerAccountStatusWorkflow = createWorkflow(
  "set-customer-account-status",
  (input: { customer_id: string; status: "active" | "deactivated" }) => {
    const update = transform({ input }, ({ input }) => {
      const now = new Date()
      return {
        customer_id: input.customer_id,
        update:
          input.status === "deactivated"
            ? { status: "deactivated" as const, deactivated_at: now }
            : { status: "active" as const, deactivated_at: null },
      }
    })
    return new WorkflowResponse(updateCustomerAccountRecordStep(update))
  }
)
