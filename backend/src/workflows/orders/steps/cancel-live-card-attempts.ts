import { ORDER_PAYMENT_ERROR } from "@dreamshade/contracts"
import { ContainerRegistrationKeys, MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { createStripeClient, type StripeIntent } from "../../../lib/payments/stripe-client"
import { readStripeOptions, STRIPE_CARD_PROVIDER } from "../../../lib/payments/stripe-env"

/** Card attempts whose payment intent may still be paid with its client secret (a decline leaves it payable). */
const LIVE_CARD_STATUSES: string[] = [PaymentSessionStatus.PENDING, PaymentSessionStatus.REQUIRES_MORE, PaymentSessionStatus.ERROR]

type StripeFailure = { code?: string; payment_intent?: StripeIntent }

/**
 * Before a new attempt to pay an order (docs/decisions/025), under the order's lock: every earlier
 * card attempt still payable is cancelled at Stripe (PaymentIntent cancel), so a card form left
 * open in another tab can no longer charge the order, and its session is marked `canceled`. An
 * intent Stripe already took the money for cannot be cancelled: the new attempt is refused
 * (`order_payment_in_progress`), and that payment reaches the order through Stripe's webhook or the
 * shopper's return. Stripe unreachable: refused too (`payment_refused`), as nothing proves the
 * old form dead.
 * No undo: Stripe cannot revive a cancelled intent, and the session's `canceled` is what Stripe
 * now says of it; a later step failing leaves the shopper to start an attempt again.
 */
export const cancelLiveCardAttemptsStep = createStep(
  "cancel-live-card-attempts",
  async ({ payment_collection_ids }: { payment_collection_ids: string[] }, { container }) => {
    const payments = container.resolve(Modules.PAYMENT)
    const sessions = payment_collection_ids.length
      ? await payments.listPaymentSessions({ payment_collection_id: payment_collection_ids, provider_id: STRIPE_CARD_PROVIDER }, { relations: ["payment"] })
      : []
    const live = sessions.filter((session) => !session.payment && LIVE_CARD_STATUSES.includes(session.status))
    if (!live.length) return new StepResponse([] as string[])
    const options = readStripeOptions()
    if (!options) {
      // Card was switched off since: nothing here can reach Stripe; staff cancel in its dashboard.
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Card attempts ${live.map((session) => session.id).join(", ")} left live: Stripe is not configured.`)
      return new StepResponse([] as string[])
    }
    const stripe = createStripeClient(options)
    const cancelled: string[] = []
    for (const session of live) {
      const intentId = (session.data as { id?: unknown }).id
      if (typeof intentId !== "string") continue
      let intent: StripeIntent
      try {
        intent = await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${session.id}` })
      } catch (error) {
        const failure = error as StripeFailure
        if (failure.payment_intent?.status === "canceled") intent = failure.payment_intent
        else if (failure.payment_intent) {
          throw new MedusaError(
            MedusaError.Types.NOT_ALLOWED,
            "A card payment for this order went through meanwhile; it is being recorded.",
            ORDER_PAYMENT_ERROR.inProgress
          )
        } else {
          throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The previous card attempt could not be cancelled; try again in a moment.", ORDER_PAYMENT_ERROR.refused)
        }
      }
      // The provider compares amounts before calling Stripe: equal here, so it only reads this intent.
      await payments.updatePaymentSession({
        id: session.id,
        amount: session.amount as number,
        currency_code: session.currency_code,
        data: intent as unknown as Record<string, unknown>,
        status: PaymentSessionStatus.CANCELED,
      })
      cancelled.push(session.id)
    }
    return new StepResponse(cancelled)
  }
)
