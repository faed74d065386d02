import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules, PaymentActions } from "@medusajs/framework/utils"
import { STRIPE_CARD_PROVIDER } from "../../../lib/payments/stripe-env"
import { recordWebhookOrderPaymentWorkflow } from "../../../workflows/orders/workflows/record-webhook-order-payment"
import { refundDuplicateOrderPaymentWorkflow } from "../../../workflows/orders/workflows/refund-duplicate-order-payment"

/** Medusa's own webhook route for the card provider (decision 026). */
export const STRIPE_WEBHOOK_PATH = "/hooks/payment/stripe_stripe"

type WebhookEvent = { action: string; data?: { session_id?: string } }

/**
 * In front of Medusa's Stripe webhook route: a verified `payment_intent.succeeded` for a session
 * of an order already placed (an order paid again from its page, docs/decisions/025) is handled
 * here, at once and under the order's lock, instead of by Medusa's `processPaymentWorkflow` 5 s
 * later (which locks the cart, not the order, and captures even for an order already paid): the
 * payment is recorded, then refunded at Stripe if the order did not need it (staff are e-mailed).
 * A failure answers an error, so Stripe delivers the event again. Everything else (a cart's
 * checkout, other events, a signature that does not verify) goes on to Medusa's route unchanged.
 */
export async function settleStripeOrderPayments(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  let event: WebhookEvent
  try {
    event = await req.scope.resolve(Modules.PAYMENT).getWebhookActionAndData({
      provider: STRIPE_CARD_PROVIDER,
      payload: { data: req.body as Record<string, unknown>, rawData: req.rawBody as Buffer, headers: req.headers as Record<string, unknown> },
    })
  } catch {
    // Unsigned, forged, or card not configured: Medusa's route answers as it always did.
    return next()
  }
  const sessionId = event.data?.session_id
  if (event.action !== PaymentActions.SUCCESSFUL || !sessionId) return next()
  const { orderId, cartId } = await ownersOfSession(req, sessionId)
  if (!orderId) return next()
  try {
    await recordWebhookOrderPaymentWorkflow(req.scope).run({ input: { order_id: orderId, session_id: sessionId, cart_id: cartId } })
    await refundDuplicateOrderPaymentWorkflow(req.scope).run({ input: { order_id: orderId, session_id: sessionId } })
  } catch (error) {
    return next(error)
  }
  res.sendStatus(200)
}

/** The placed order a payment session pays (null: a cart's checkout still), and the cart of that collection if any. */
async function ownersOfSession(req: MedusaRequest, sessionId: string): Promise<{ orderId: string | null; cartId: string | null }> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: sessions } = await query.graph({ entity: "payment_session", fields: ["payment_collection_id"], filters: { id: sessionId } })
  const collectionId = (sessions[0] as { payment_collection_id?: string } | undefined)?.payment_collection_id
  if (!collectionId) return { orderId: null, cartId: null }
  const [{ data: orders }, { data: carts }] = await Promise.all([
    query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collectionId } }),
    query.graph({ entity: "cart_payment_collection", fields: ["cart_id"], filters: { payment_collection_id: collectionId } }),
  ])
  return {
    orderId: (orders[0] as { order_id?: string } | undefined)?.order_id ?? null,
    cartId: (carts[0] as { cart_id?: string } | undefined)?.cart_id ?? null,
  }
}

export const stripeOrderPaymentsMiddlewares: MiddlewareRoute[] = [
  { matcher: STRIPE_WEBHOOK_PATH, method: ["POST"], middlewares: [settleStripeOrderPayments] },
]
