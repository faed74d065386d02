import { createCustomerAccountWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { AccountEvents } from "../events"
import { createCustomerAccountRecordStep } from "../steps/customer-account-records"
import { createPasswordIdentityStep } from "../steps/create-password-identity"

export type RegisterCustomerAccountInput = {
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
  locale: "fr" | "en"
}

/**
 * A new, not yet validated account: the password identity, Medusa's customer tied to it, our
 * account row; then the activation e-mail is requested. Any failure undoes the earlier steps.
 */
export const registerCustomerAccountWorkflow = createWorkflow(
  "register-customer-account",
  (input: RegisterCustomerAccountInput) => {
    const authIdentity = createPasswordIdentityStep({ email: input.email, password: input.password })
    const customerData = transform({ input }, ({ input }) => ({
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
    }))
    const customer = createCustomerAccountWorkflow.runAsStep({
      input: { authIdentityId: authIdentity.id, customerData },
    })
    const accountInput = transform({ input, customer }, ({ input, customer }) => ({
      customer_id: customer.id,
      status: "not_validated" as const,
      locale: input.locale,
      terms_accepted_at: new Date(),
    }))
    createCustomerAccountRecordStep(accountInput)
    const event = transform({ input, customer }, ({ input, customer }) => ({
      customer_id: customer.id,
      locale: input.locale,
    }))
    emitEventStep({ eventName: AccountEvents.ACTIVATION_REQUESTED, data: event })
    return new WorkflowResponse(customer)
  }
)
