import {
  deleteAuthIdentityStep,
  deleteCustomerAddressesWorkflow,
  emitEventStep,
  updateCustomersWorkflow,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { AccountEvents } from "../events"
import { updateCustomerAccountRecordStep } from "../steps/customer-account-records"
import { deleteCustomerNotificationsStep, deleteFilesStep } from "../steps/remove-customer-personal-data"

export type DeleteCustomerAccountInput = {
  customer_id: string
  auth_identity_id: string
  address_ids: string[]
  picture_file_id: string | null
  /** For the confirmation e-mail, sent after the account forgot them. */
  email: string
  first_name: string
  locale: "fr" | "en"
}

/**
 * The shopper deletes their account: addresses, notifications, picture and login go; the customer
 * record stays, anonymised, so orders keep their customer; the state becomes `deleted`.
 */
export const deleteCustomerAccountWorkflow = createWorkflow(
  "delete-customer-account",
  (input: DeleteCustomerAccountInput) => {
    deleteCustomerAddressesWorkflow.runAsStep({ input: { ids: input.address_ids } })
    deleteCustomerNotificationsStep({ customer_id: input.customer_id })
    updateCustomersWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        selector: { id: input.customer_id },
        update: {
          first_name: null,
          last_name: null,
          phone: null,
          company_name: null,
          email: `deleted+${input.customer_id.toLowerCase()}@deleted.invalid`,
          has_account: false,
          metadata: null,
        },
      })),
    })
    updateCustomerAccountRecordStep(
      transform({ input }, ({ input }) => ({
        customer_id: input.customer_id,
        update: { status: "deleted" as const, picture_file_id: null, picture_url: null },
      }))
    )
    deleteAuthIdentityStep({ id: input.auth_identity_id })
    deleteFilesStep(transform({ input }, ({ input }) => ({ ids: input.picture_file_id ? [input.picture_file_id] : [] })))
    emitEventStep({
      eventName: AccountEvents.DELETED,
      data: transform({ input }, ({ input }) => ({ email: input.email, first_name: input.first_name, locale: input.locale })),
    })
    return new WorkflowResponse(true)
  }
)
