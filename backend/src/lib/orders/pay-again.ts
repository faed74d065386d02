import { checkoutCollections, type MedusaOrder } from "./order-view"

/**
 * Paying an order again from its page (docs/decisions/025): allowed while nothing pays it and
 * nothing is awaited for it: the mobile-money attempt was refused or expired, or no attempt stands.
 * Refusal codes the storefront words in the shopper's language.
 */
export const ORDER_PAYMENT_ERROR = {
  cancelled: "order_cancelled",
  paid: "order_already_paid",
  /** A payment was chosen and is awaited by staff (bank deposit, cash at the shop). */
  awaited: "order_payment_awaited",
  /** The operator has not answered yet (or staff must check what it answered). */
  inProgress: "order_payment_in_progress",
  /** The provider refused the new attempt outright: nothing changed. */
  refused: "payment_refused",
  modeUnavailable: "payment_mode_not_available",
  noCollection: "order_payment_missing",
} as const
export type OrderPaymentError = (typeof ORDER_PAYMENT_ERROR)[keyof typeof ORDER_PAYMENT_ERROR]

/** Sessions that stand for money given or still awaited from an outside service. */
const STANDING_SESSION_STATUSES = ["authorized", "captured", "pending_authorization"]

/** What the decision reads of an order: its status and its checkout collections' payments and sessions. */
export type PayableOrder = { status: string; metadata?: unknown; payment_collections?: MedusaOrder["payment_collections"] }

/** Null when the order can be paid again; else why not. The quote's collection is not looked at. */
export function payAgainRefusal(order: PayableOrder): OrderPaymentError | null {
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
