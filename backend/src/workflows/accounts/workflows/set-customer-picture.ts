import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateCustomerAccountRecordStep } from "../steps/customer-account-records"
import { deleteFilesStep } from "../steps/remove-customer-personal-data"
import { storePictureStep } from "../steps/store-picture"

/** Replaces (content given) or removes (null) the profile picture; the old file is deleted last. */
export const setCustomerPictureWorkflow = createWorkflow(
  "set-customer-picture",
  (input: { customer_id: string; content_base64: string | null; previous_file_id: string | null }) => {
    const stored = when({ input }, ({ input }) => !!input.content_base64).then(() =>
      storePictureStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, content_base64: input.content_base64! })))
    )
    updateCustomerAccountRecordStep(
      transform({ input, stored }, ({ input, stored }) => ({
        customer_id: input.customer_id,
        update: { picture_file_id: stored?.id ?? null, picture_url: stored?.url ?? null },
      }))
    )
    deleteFilesStep(transform({ input }, ({ input }) => ({ ids: input.previous_file_id ? [input.previous_file_id] : [] })))
    return new WorkflowResponse(transform({ stored }, ({ stored }) => stored?.url ?? null))
  }
)
