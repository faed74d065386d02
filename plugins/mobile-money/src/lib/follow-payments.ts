import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { confirmMobileMoneySession, isMobileMoneyProvider, MOBILE_MONEY_IDENTIFIERS, type Confirmation } from "./confirm-payment"
import { captureProgress, ordersOfCollections, PAYMENT_FACT_FIELDS, type PaymentFacts } from "./finish-capture"

/** Payments older than this are no longer awaited: the operators expire a push within minutes. */
const FOLLOW_FOR_MS = 2 * 86_400_000

type FollowedSession = { id: string; provider_id: string; status: string; payment?: PaymentFacts | null }

/**
 * Asks the operator about every awaited mobile-money payment, and captures every one authorized
 * but not captured, or whose capture a stop cut short; answers each session's outcome.
 */
export async function followPendingPayments(container: MedusaContainer, now = new Date()): Promise<Record<string, Confirmation>> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment_session",
    fields: ["id", "provider_id", "status", ...PAYMENT_FACT_FIELDS],
    filters: {
      status: [PaymentSessionStatus.PENDING_AUTHORIZATION, PaymentSessionStatus.AUTHORIZED],
      created_at: { $gte: new Date(now.getTime() - FOLLOW_FOR_MS) },
      // Offline payments stay authorized for days: only ours.
      $or: MOBILE_MONEY_IDENTIFIERS.map((identifier) => ({ provider_id: { $like: `pp_${identifier}_%` } })),
    },
    pagination: { take: 500 },
  })
  const followed = (data as FollowedSession[]).filter((session) => isMobileMoneyProvider(session.provider_id))
  const collectionIds = followed.map((session) => session.payment?.payment_collection?.id).filter((id): id is string => Boolean(id))
  const orders = await ordersOfCollections(container, collectionIds)
  // Authorized but not (fully) captured: the server stopped during the capture (./finish-capture.ts).
  const sessions = followed.filter((session) => {
    if (session.status === PaymentSessionStatus.PENDING_AUTHORIZATION) return true
    if (!session.payment) return false
    const order = orders.get(session.payment.payment_collection?.id ?? "")
    return captureProgress(session.payment, order?.refs ?? null) !== "done"
  })
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const outcomes: Record<string, Confirmation> = {}
  for (const session of sessions) {
    try {
      outcomes[session.id] = await confirmMobileMoneySession(container, session.id)
    } catch (error) {
      logger.warn(`Mobile-money payment ${session.id} could not be followed: ${(error as Error).message}`)
    }
  }
  return outcomes
}
