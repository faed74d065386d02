import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { confirmPayPalSession, PAYPAL_PROVIDER_ID, type Confirmation } from "./confirm-payment"

/** PayPal reviews a pending capture within days: followed that long. */
const FOLLOW_FOR_MS = 7 * 86_400_000

/** Asks PayPal about every order placed with its capture awaited (PENDING at PayPal); answers each outcome. */
export async function followPendingPayPalPayments(container: MedusaContainer, now = new Date()): Promise<Record<string, Confirmation>> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment_session",
    fields: ["id", "data"],
    filters: {
      provider_id: PAYPAL_PROVIDER_ID,
      status: PaymentSessionStatus.PENDING_AUTHORIZATION,
      created_at: { $gte: new Date(now.getTime() - FOLLOW_FOR_MS) },
    },
    pagination: { take: 500 },
  })
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const outcomes: Record<string, Confirmation> = {}
  // A held payment waits for staff: asking PayPal again would not change the amount.
  for (const session of (data as { id: string; data: { status?: string } }[]).filter((row) => row.data?.status === "pending")) {
    try {
      outcomes[session.id] = await confirmPayPalSession(container, session.id)
    } catch (error) {
      logger.warn(`PayPal payment ${session.id} could not be followed: ${(error as Error).message}`)
    }
  }
  return outcomes
}
