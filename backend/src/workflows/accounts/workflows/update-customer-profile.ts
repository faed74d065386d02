import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateCustomerAccountRecordStep } from "../steps/customer-account-records"

export type UpdateCustomerProfileInput = {
  customer_id: string
  first_name?: string
  last_name?: string
  phone?: string
  locale?: "fr" | "en"
}

/** Personal details on Medusa's customer, the e-mail language on the account. */
export const updateCustomerProfileWorkflow = createWorkflow(
  "update-customer-profile",
  (input: UpdateCustomerProfileInput) => {
    const customerUpdate = transform({ input }, ({ input }) => {
      const { customer_id: _id, locale: _locale, ...fields } = input
      return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
    })
    when({ customerUpdate }, ({ customerUpdate }) => Object.keys(customerUpdate).length > 0).then(() => {
      updateCustomersWorkflow.runAsStep({
        input: transform({ input, customerUpdate }, ({ input, customerUpdate }) => ({
          selector: { id: input.customer_id },
          update: customerUpdate,
        })),
      })
    })
    when({ input }, ({ input }) => !!input.locale).then(() => {
      updateCustomerAccountRecordStep(
        transform({ input }, ({ input }) => ({ customer_id: input.customer_id, update: { locale: input.locale! } }))
      )
    })
    return new WorkflowResponse(true)
  }
)
