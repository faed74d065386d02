import { isRedirectProvider, ORDER_PAYMENT_ERROR, type OrderPaymentErrorCode } from "@dreamshade/contracts"
import { checkoutCollections, type MedusaOrder } from "./order-view"

/*
 * Paying an order again from its page (docs/decisions/025): allowed while nothing pays it and
 * nothing is awaited for it: the mobile-money attempt was refused or expired, the shopper left
 * PayPal's or the card's page without paying, or no attempt stands. Every mode the region offers
 * can pay it: PayPal and card through their own page on the order.
 * The refusal codes are the contracts' `ORDER_PAYMENT_ERROR`, worded by the storefront.
 */

/** What the pay-again decisions read of an order, under its lock (`PayableOrder`). */
export const PAYABLE_ORDER_FIELDS = [
  "id",
  "status",
  "metadata",
  "payment_collections.id",
  "payment_collections.amount",
  "payment_collections.currency_code",
  "payment_collections.payments.id",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payment_sessions.id",
  "payment_collections.payment_sessions.provider_id",
  "payment_collections.payment_sessions.status",
  "payment_collections.payment_sessions.created_at",
]

/** Sessions that stand for money given or still awaited from an outside service. */
const STANDING_SESSION_STATUSES = ["authorized", "captured", "pending_authorization"]

/** What the decision reads of an order: its status and its checkout collections' payments and sessions. */
export type PayableOrder = { status: string; metadata?: unknown; payment_collections?: MedusaOrder["payment_collections"] }

/** Null when the order can be paid again; else why not. The quote's collection is not looked at. */
export function payAgainRefusal(order: PayableOrder): OrderPaymentErrorCode | null {
  if (order.status === "canceled") return ORDER_PAYMENT_ERROR.cancelled
  const collections = checkoutCollections(order)
  if (!collections.length) return ORDER_PAYMENT_ERROR.noCollection
  const payments = collections.flatMap((collection) => collection.payments ?? []).filter((payment) => !payment.canceled_at)
  if (payments.some((payment) => payment.captured_at)) return ORDER_PAYMENT_ERROR.paid
  if (payments.length) return ORDER_PAYMENT_ERROR.awaited
  const sessions = collections.flatMap((collection) => collection.payment_sessions ?? [])
  if (sessions.some((session) => STANDING_SESSION_STATUSES.includes(String(session.status)))) return ORDER_PAYMENT_ERROR.inProgress
  return null
}

type CheckoutSession = { id?: string; provider_id?: string; status?: string; created_at?: string | Date }

/**
 * The shopper is back from PayPal's or the card's page for session `sessionId`: `authorize` when
 * that session (this order's, of a mode paid on another page) may now be authorized; `answered`
 * when it already was (a reload, or the provider's webhook came first); else why not. Another
 * attempt that paid the order meanwhile refuses it, so an order is never paid twice.
 */
export function returnedSessionDecision(order: PayableOrder, sessionId: string): "authorize" | "answered" | OrderPaymentErrorCode {
  const sessions = checkoutCollections(order).flatMap((collection) => (collection.payment_sessions ?? []) as CheckoutSession[])
  const session = sessions.find((candidate) => candidate.id === sessionId)
  if (!session || !isRedirectProvider(String(session.provider_id))) return ORDER_PAYMENT_ERROR.unknownSession
  if (STANDING_SESSION_STATUSES.includes(String(session.status))) return "answered"
  return payAgainRefusal(order) ?? "authorize"
}

/** A redirect mode's attempt whose page may still take the money: not answered, not cancelled at the gateway. */
const OPEN_SESSION_STATUSES = ["pending", "requires_more"]

/**
 * Whether the page of attempt `sessionId` (the card form's client secret, PayPal's approval
 * address) may still be given: null when it is this order's newest attempt, still open, on an order
 * that may be paid again; else why not (`order_payment_session_closed` for an attempt answered,
 * cancelled or replaced by a newer one). A secret given for anything else could charge the order twice.
 */
export function openAttemptRefusal(order: PayableOrder, sessionId: string): OrderPaymentErrorCode | null {
  const sessions = checkoutCollections(order).flatMap((collection) => (collection.payment_sessions ?? []) as CheckoutSession[])
  const session = sessions.find((candidate) => candidate.id === sessionId)
  if (!session || !isRedirectProvider(String(session.provider_id))) return ORDER_PAYMENT_ERROR.unknownSession
  const refusal = payAgainRefusal(order)
  if (refusal) return refusal
  const time = (candidate: CheckoutSession) => (candidate.created_at ? new Date(candidate.created_at).getTime() : 0)
  const newest = sessions.reduce<CheckoutSession | null>((found, candidate) => (!found || time(candidate) > time(found) ? candidate : found), null)
  if (newest?.id !== sessionId || !OPEN_SESSION_STATUSES.includes(String(session.status))) return ORDER_PAYMENT_ERROR.closedSession
  return null
}
