import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

const accounts = (container: { resolve: <T>(key: string) => T }) => container.resolve<AccountModuleService>(ACCOUNT_MODULE)

/** Opens a signed-in session for the customer; undo removes it, so no token can name it. */
export const startCustomerSessionStep = createStep(
  "start-customer-session",
  async (input: { customer_id: string }, { container }) => {
    const session = await accounts(container).createCustomerSessions({ customer_id: input.customer_id })
    return new StepResponse(session.id, session.id)
  },
  async (sessionId, { container }) => {
    if (sessionId) await accounts(container).deleteCustomerSessions([sessionId])
  }
)

/**
 * Ends one of the customer's sessions, if still open (a session of someone else is never
 * touched); undo opens it again.
 */
export const endCustomerSessionStep = createStep(
  "end-customer-session",
  async (input: { customer_id: string; session_id: string }, { container }) => {
    const [session] = await accounts(container).listCustomerSessions(
      { id: input.session_id, customer_id: input.customer_id, ended_at: null },
      { select: ["id"] }
    )
    if (!session) return new StepResponse(false, null as string | null)
    await accounts(container).updateCustomerSessions({ id: session.id, ended_at: new Date(), ended_reason: "logout" })
    return new StepResponse(true, session.id as string | null)
  },
  async (sessionId, { container }) => {
    if (sessionId) await accounts(container).updateCustomerSessions({ id: sessionId, ended_at: null, ended_reason: null })
  }
)
