import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomerNotificationsStep } from "../steps/customer-notifications"
import { updateCustomerAccountRecordStep } from "../steps/customer-account-records"
import { spendActivationTokenStep } from "../steps/spend-token"

/** Spends the activation link and marks the account active, with a welcome notification. */
export const activateCustomerAccountWorkflow = createWorkflow(
  "activate-customer-account",
  (input: { customer_id: string; jti: string; expires_at: Date }) => {
    spendActivationTokenStep({ jti: input.jti, expires_at: input.expires_at })
    const update = transform({ input }, ({ input }) => ({
      customer_id: input.customer_id,
      update: { status: "active" as const, activated_at: new Date() },
    }))
    const account = updateCustomerAccountRecordStep(update)
    const notifications = transform({ input }, ({ input }) => [
      { customer_id: input.customer_id, kind: "account_activated", data: {} },
    ])
    createCustomerNotificationsStep(notifications)
    return new WorkflowResponse(account)
  }
)
