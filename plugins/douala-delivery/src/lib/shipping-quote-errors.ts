/**
 * Stable codes of the refusals of `POST /admin/orders/:id/shipping-quote` (400 `invalid_data`);
 * the Admin widget words them in French and English.
 */
export const SHIPPING_QUOTE_ERROR = {
  invalidAmount: "shipping_quote_invalid_amount",
  notInternational: "shipping_quote_not_international",
  orderCanceled: "shipping_quote_order_canceled",
  /** A quote is set once: it becomes a shipping method and a payment of the order. */
  alreadySet: "shipping_quote_already_set",
  /** The checkout payment is not captured yet (see validate-quotable-order.ts for why). */
  orderUnpaid: "shipping_quote_order_unpaid",
  /** Staff left an order edit open in the Admin; Medusa allows one at a time. */
  orderBeingEdited: "shipping_quote_order_being_edited",
} as const

export type ShippingQuoteErrorCode = (typeof SHIPPING_QUOTE_ERROR)[keyof typeof SHIPPING_QUOTE_ERROR]
