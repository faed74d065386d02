import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { confirmMobileMoneySession, isMobileMoneyProvider, type Confirmation } from "./confirm-payment"

/** Payments older than this are no longer awaited: the operators expire a push within minutes. */
const FOLLOW_FOR_MS = 2 * 86_400_000

/** Asks the operator about every awaited mobile-money payment; answers each session's outcome. */
export async function followPendingPayments(container: MedusaContainer, now = new Date()): Promise<Record<string, Confirmation>> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment_session",
    fields: ["id", "provider_id"],
    filters: { status: PaymentSessionStatus.PENDING_AUTHORIZATION, created_at: { $gte: new Date(now.getTime() - FOLLOW_FOR_MS) } },
    pagination: { take: 500 },
  })
  const sessions = data as { id: string; provider_id: string }[]
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
