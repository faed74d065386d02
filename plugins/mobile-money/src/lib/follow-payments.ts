import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { confirmMobileMoneySession, isMobileMoneyProvider, MOBILE_MONEY_IDENTIFIERS, type Confirmation } from "./confirm-payment"

/** Payments older than this are no longer awaited: the operators expire a push within minutes. */
const FOLLOW_FOR_MS = 2 * 86_400_000

type FollowedSession = { id: string; provider_id: string; status: string; payment?: { captured_at: string | null; captures?: { id: string }[] } | null }

/**
 * Asks the operator about every awaited mobile-money payment, and captures every one authorized
 * but not captured; answers each session's outcome.
 */
export async function followPendingPayments(container: MedusaContainer, now = new Date()): Promise<Record<string, Confirmation>> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment_session",
    fields: ["id", "provider_id", "status", "payment.captured_at", "payment.captures.id"],
    filters: {
      status: [PaymentSessionStatus.PENDING_AUTHORIZATION, PaymentSessionStatus.AUTHORIZED],
      created_at: { $gte: new Date(now.getTime() - FOLLOW_FOR_MS) },
      // Offline payments stay authorized for days: only ours.
      $or: MOBILE_MONEY_IDENTIFIERS.map((identifier) => ({ provider_id: { $like: `pp_${identifier}_%` } })),
    },
    pagination: { take: 500 },
  })
  // Authorized but not captured: the server stopped between the two (confirm-payment.ts).
  const sessions = (data as FollowedSession[]).filter(
    (session) => session.status === PaymentSessionStatus.PENDING_AUTHORIZATION || (session.payment && !session.payment.captured_at && !session.payment.captures?.length)
  )
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const outcomes: Record<string, Confirmation> = {}
  for (const session of sessions.filter((candidate) => isMobileMoneyProvider(candidate.provider_id))) {
    try {
      outcomes[session.id] = await confirmMobileMoneySession(container, session.id)
    } catch (error) {
      logger.warn(`Mobile-money payment ${session.id} could not be followed: ${(error as Error).message}`)
    }
  }
  return outcomes
}
