/**
 * Stable codes of the refusals of `POST /admin/orders/:id/shipping-quote` (400 `invalid_data`);
 * the Admin widget words them in French and English (src/admin/i18n).
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

/** The API's own (English) message for each refusal; the code travels beside it in the answer. */
export const SHIPPING_QUOTE_REFUSAL_MESSAGE: Record<ShippingQuoteErrorCode, string> = {
  [SHIPPING_QUOTE_ERROR.invalidAmount]: "The quote must be a positive whole amount of XAF.",
  [SHIPPING_QUOTE_ERROR.notInternational]: "Only an order shipped by the international courier takes a shipping quote.",
  [SHIPPING_QUOTE_ERROR.orderCanceled]: "A canceled order takes no shipping quote.",
  [SHIPPING_QUOTE_ERROR.alreadySet]: "This order's shipping quote is already set; it cannot be changed here.",
  [SHIPPING_QUOTE_ERROR.orderUnpaid]: "Capture the order's payment before quoting its delivery.",
  [SHIPPING_QUOTE_ERROR.orderBeingEdited]: "The order has an edit in progress in the Admin: confirm or cancel it first.",
}

/**
 * The refusal an answer's message names, or null. The Admin reaches the API through the JS SDK,
 * whose errors keep the message and the status but not the code; the message is this plugin's own.
 */
export function shippingQuoteRefusalOf(message: string): ShippingQuoteErrorCode | null {
  const found = Object.entries(SHIPPING_QUOTE_REFUSAL_MESSAGE).find(([, text]) => text === message)
  return (found?.[0] as ShippingQuoteErrorCode | undefined) ?? null
}
