import { AWAITING_GATEWAY, type ConfirmPaymentResult } from "@dreamshade/payment-kit"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { confirmMobileMoneyPaymentWorkflow } from "../workflows/confirm-payment"
import { isTransaction } from "./transaction"

export const MOBILE_MONEY_IDENTIFIERS = ["mtn-momo", "orange-money"]

/** `not_sent`: checkout has not sent the push yet (or not saved that it did). */
export type Confirmation = "unknown" | "not_sent" | "pending" | "held" | "failed" | "paid"

/** `pp_mtn-momo_mobile-money` → true. */
export function isMobileMoneyProvider(providerId: string): boolean {
  return MOBILE_MONEY_IDENTIFIERS.some((identifier) => providerId.startsWith(`pp_${identifier}_`))
}

/** Refused or expired: the operator is not asked again. */
const ENDED = ["failed", "expired"]

/**
 * Brings a mobile-money payment session up to date with its operator, exactly once whatever calls
 * it (callback, job, the shopper's page, on any server): the confirm workflow, under a lock on the
 * session, authorizes an awaited session (the provider asks the operator) and captures what comes
 * out authorized, or finishes a capture a stop cut short.
 */
export async function confirmMobileMoneySession(container: MedusaContainer, sessionId: string): Promise<Confirmation> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment_session",
    fields: ["id", "provider_id", "data"],
    filters: { id: sessionId },
  })
  const session = data[0] as { provider_id: string; data: unknown } | undefined
  if (!session || !isMobileMoneyProvider(session.provider_id) || !isTransaction(session.data)) return "unknown"
  const { result, errors } = await confirmMobileMoneyPaymentWorkflow(container).run({
    input: {
      session_id: sessionId,
      lock_keys: [`mobile-money:${sessionId}`],
      authorize_when: ENDED.includes(session.data.status) ? [] : AWAITING_GATEWAY,
      lock_timeout: 15,
    },
    throwOnError: false,
  })
  const error = errors[0]?.error
  if (error) {
    // The operator answered a failure: Medusa kept it (status and reason) on the session.
    if (MedusaError.isMedusaError(error)) return "failed"
    throw error
  }
  if (result.captured) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Mobile-money payment of ${sessionId} received and captured`)
  return confirmationOf(result)
}

function confirmationOf({ session, paid }: ConfirmPaymentResult): Confirmation {
  if (paid) return "paid"
  if (!session || !isTransaction(session.data)) return "unknown"
  if (session.status === PaymentSessionStatus.PENDING) return "not_sent"
  if (session.status !== PaymentSessionStatus.PENDING_AUTHORIZATION || ENDED.includes(session.data.status)) return "failed"
  return session.data.status === "held" ? "held" : "pending"
}
