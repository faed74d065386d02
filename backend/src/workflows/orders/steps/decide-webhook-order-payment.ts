import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Payments = { id: string; payment_session_id?: string | null }[]
export type WebhookOrder = { payment_collections?: { id?: string; payments?: Payments; payment_sessions?: { id?: string }[] }[] }

/**
 * Read under the order's lock, for Stripe's `payment_intent.succeeded` on a session of a placed
 * order: record it (`record: true`) unless that session already has its payment (the shopper's
 * return, or an earlier delivery of the same event, came first). Whether the order needed it is
 * decided afterwards (`decideDuplicatePaymentStep`): money Stripe took is recorded either way.
 */
export const decideWebhookOrderPaymentStep = createStep(
  "decide-webhook-order-payment",
  async ({ order, session_id }: { order: WebhookOrder; session_id: string }) => {
    const collections = order.payment_collections ?? []
    const known = collections.some((collection) => (collection.payment_sessions ?? []).some((session) => session.id === session_id))
    const recorded = collections.some((collection) => (collection.payments ?? []).some((payment) => payment.payment_session_id === session_id))
    return new StepResponse({ record: known && !recorded })
  }
)
