import { ORDER_PAYMENT_ERROR, type OrderPaymentErrorCode, type PaymentModeCode } from "@dreamshade/contracts"
import type { PaymentMode } from "../payments/payment-modes"
import { checkoutCollections, type MedusaOrder } from "./order-view"

/*
 * Paying an order again from its page (docs/decisions/025): allowed while nothing pays it and
 * nothing is awaited for it: the mobile-money attempt was refused or expired, or no attempt stands.
 * The refusal codes are the contracts' `ORDER_PAYMENT_ERROR`, worded by the storefront.
 */

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

/**
 * The modes an order can be paid again with: those paid on the spot or awaited (mobile money,
 * bank deposit, cash at the shop). Card and PayPal send the shopper to another page first; until
 * the order page has that step (decision 025), they are shown unavailable here.
 */
const PAY_AGAIN_MODES: readonly PaymentModeCode[] = ["mtn_momo", "orange_money", "bank_deposit", "cash_at_shop"]

export function payAgainModes(modes: PaymentMode[]): PaymentMode[] {
  return modes.map((mode) =>
    PAY_AGAIN_MODES.includes(mode.code) ? mode : { ...mode, available: false, reason: "not_configured", provider_id: null, instructions: null }
  )
}
