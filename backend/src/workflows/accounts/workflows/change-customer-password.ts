import { emitEventStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { AccountEvents } from "../events"
import { endCustomerSessionsStep } from "../steps/end-customer-sessions"
import { consumeResetTokenStep, updatePasswordStep } from "../steps/update-password"

export type ChangeCustomerPasswordInput = {
  customer_id: string
  email: string
  password: string
  locale: "fr" | "en"
  /** Present when a reset link is used: the token is spent first, so it works once. */
  reset_jti?: string
  /** The session that changed it from the profile stays signed in; a reset ends every session. */
  keep_session_id?: string
}

/**
 * A new password (from the profile or a reset link): the other sessions end (all of them after a
 * reset), and the customer is told by e-mail.
 */
export const changeCustomerPasswordWorkflow = createWorkflow(
  "change-customer-password",
  (input: ChangeCustomerPasswordInput) => {
    when({ input }, ({ input }) => !!input.reset_jti).then(() => {
      consumeResetTokenStep(transform({ input }, ({ input }) => ({ jti: input.reset_jti!, email: input.email })))
    })
    updatePasswordStep({ email: input.email, password: input.password })
    endCustomerSessionsStep(
      transform({ input }, ({ input }) => ({
        customer_id: input.customer_id,
        reason: input.reset_jti ? ("password_reset" as const) : ("password_changed" as const),
        keep: input.reset_jti ? undefined : input.keep_session_id,
      }))
    )
    const event = transform({ input }, ({ input }) => ({ customer_id: input.customer_id, locale: input.locale }))
    emitEventStep({ eventName: AccountEvents.PASSWORD_CHANGED, data: event })
    return new WorkflowResponse(true)
  }
)
