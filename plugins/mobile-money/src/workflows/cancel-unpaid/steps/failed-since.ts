import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type FailedSinceInput = { order_id: string; cutoff: string }

/**
 * Attempts that ended without money: refused or expired, or, paying again (docs/decisions/025),
 * left on PayPal's or the card's page without paying (made, never authorized), or a card attempt
 * cancelled at Stripe when a newer attempt replaced it.
 */
const GIVEN_UP: string[] = [
  PaymentSessionStatus.ERROR,
  PaymentSessionStatus.PENDING,
  PaymentSessionStatus.REQUIRES_MORE,
  PaymentSessionStatus.CANCELED,
]

type OrderRow = {
  payment_collections?: { payments?: unknown[]; payment_sessions?: { status: string; updated_at: string | Date }[] }[]
}

/**
 * True while nothing pays the order and every attempt to pay it failed before `cutoff`: a newer
 * attempt (paying it again, awaited or just refused) gives the shopper time again. Read under the
 * order's lock, just before the cancel.
 */
export const failedSinceStep = createStep("mobile-money-order-failed-since", async (input: FailedSinceInput, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "payment_collections.payments.id", "payment_collections.payment_sessions.status", "payment_collections.payment_sessions.updated_at"],
    filters: { id: input.order_id, status: { $ne: "canceled" } },
  })
  const order = data[0] as OrderRow | undefined
  if (!order) return new StepResponse(false)
  const collections = order.payment_collections ?? []
  if (collections.some((collection) => (collection.payments ?? []).length > 0)) return new StepResponse(false)
  const cutoff = new Date(input.cutoff)
  const sessions = collections.flatMap((collection) => collection.payment_sessions ?? [])
  return new StepResponse(sessions.every((session) => GIVEN_UP.includes(session.status) && new Date(session.updated_at) <= cutoff))
})
