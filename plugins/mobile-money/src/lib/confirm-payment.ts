import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { finishCapture, PAYMENT_FACT_FIELDS, type PaymentFacts } from "./finish-capture"
import { isTransaction, type MobileMoneyTransaction } from "./transaction"

export const MOBILE_MONEY_IDENTIFIERS = ["mtn-momo", "orange-money"]

/** `not_sent`: checkout has not sent the push yet (or not saved that it did). */
export type Confirmation = "unknown" | "not_sent" | "pending" | "held" | "failed" | "paid"

/** `pp_mtn-momo_mobile-money` → true. */
export function isMobileMoneyProvider(providerId: string): boolean {
  return MOBILE_MONEY_IDENTIFIERS.some((identifier) => providerId.startsWith(`pp_${identifier}_`))
}

/**
 * Brings a mobile-money payment session up to date with its operator, exactly once whatever calls
 * it (callback, job, the shopper's page, on any server): under a lock on the session, a session
 * already paid answers "paid"; otherwise Medusa authorizes it, which asks the provider (and the
 * provider the operator), and a payment that comes out authorized is captured at once (or its
 * capture, cut short by a stop, finished: ./finish-capture.ts).
 */
export async function confirmMobileMoneySession(container: MedusaContainer, sessionId: string): Promise<Confirmation> {
  const locking = container.resolve(Modules.LOCKING)
  return locking.execute(`mobile-money:${sessionId}`, async () => {
    const payments = container.resolve(Modules.PAYMENT)
    const [session] = await payments.listPaymentSessions({ id: sessionId }, { relations: ["payment"] })
    if (!session || !isMobileMoneyProvider(session.provider_id) || !isTransaction(session.data)) return "unknown"
    let payment = session.payment
    if (!payment) {
      if (session.status === PaymentSessionStatus.PENDING) return "not_sent"
      if (session.status !== PaymentSessionStatus.PENDING_AUTHORIZATION) return "failed"
      if (["failed", "expired"].includes((session.data as unknown as MobileMoneyTransaction).status)) return "failed"
      try {
        payment = (await payments.authorizePaymentSession(sessionId, {})) ?? undefined
      } catch (error) {
        // The provider answered a failure: Medusa kept it (status and reason) on the session.
        if (MedusaError.isMedusaError(error)) return "failed"
        throw error
      }
      if (!payment) {
        const [now] = await payments.listPaymentSessions({ id: sessionId })
        return (now?.data as unknown as MobileMoneyTransaction | undefined)?.status === "held" ? "held" : "pending"
      }
    }
    await finishCapture(container, await paymentFacts(container, payment.id))
    return "paid"
  })
}

async function paymentFacts(container: MedusaContainer, paymentId: string): Promise<PaymentFacts> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment",
    fields: PAYMENT_FACT_FIELDS.map((field) => field.slice("payment.".length)),
    filters: { id: paymentId },
  })
  return data[0] as PaymentFacts
}
