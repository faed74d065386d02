/**
 * The stable error codes the backend answers (`{ code, message, field?, retry_after? }`) and the
 * storefront words in each language. A new refusal gets its code here, once.
 */

/** The accounts API's codes (docs/accounts-api.md), with their HTTP status. */
export const ACCOUNT_ERRORS = {
  invalid_data: 400,
  captcha_invalid: 400,
  email_taken: 409,
  account_not_found: 401,
  wrong_password: 401,
  account_not_validated: 403,
  account_deactivated: 403,
  too_many_attempts: 429,
  token_invalid: 400,
  old_password_incorrect: 400,
  picture_invalid: 400,
  picture_too_large: 413,
} as const

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS

/** Refusals of `POST /store/account/orders/:id/shipping-quote/payment` (400). */
export const QUOTE_PAYMENT_ERROR = {
  /** No quote to pay on this order (none set, or not an international order). */
  notSet: "shipping_quote_not_set",
  /** The quote's payment is already received (or refunded). */
  alreadyPaid: "shipping_quote_already_paid",
  /** Another mode was already chosen for the quote; its payment is awaited. */
  modeChosen: "shipping_quote_payment_chosen",
  /** The provider is not one of the modes available in the order's region. */
  modeUnavailable: "payment_mode_not_available",
} as const

export type QuotePaymentErrorCode = (typeof QUOTE_PAYMENT_ERROR)[keyof typeof QUOTE_PAYMENT_ERROR]

/**
 * Refusals of `POST /store/account/orders/:id/payment`, paying an order again once its payment
 * failed (docs/decisions/025), besides the mobile-money provider's `invalid_phone` and
 * `wrong_operator` and the throttle's `too_many_attempts`.
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
  /** The session named is not this order's attempt on another page (PayPal, card). */
  unknownSession: "order_payment_session_unknown",
  /** That attempt can no longer be paid: answered, cancelled at the gateway, or replaced by a newer one. */
  closedSession: "order_payment_session_closed",
} as const

export type OrderPaymentErrorCode = (typeof ORDER_PAYMENT_ERROR)[keyof typeof ORDER_PAYMENT_ERROR]

/** The mobile-money providers' refusals (the `code` of Medusa's 400 answer). */
export const MOBILE_MONEY_ERROR = {
  /** Not a Cameroonian mobile number. */
  invalidPhone: "invalid_phone",
  /** A number of the other operator (an Orange number for MTN MoMo…). */
  wrongOperator: "wrong_operator",
  gatewayUnavailable: "gateway_unavailable",
  refundUnsupported: "refund_unsupported",
} as const

export type MobileMoneyErrorCode = (typeof MOBILE_MONEY_ERROR)[keyof typeof MOBILE_MONEY_ERROR]

/** Refusals of `POST /store/payment-collections/:id/payment-sessions`, checkout's payment session. */
export const PAYMENT_SESSION_ERROR = {
  /** `data` holds a key the provider does not take from the shopper, or a value it cannot take (400). */
  invalidData: "payment_data_invalid",
  /** The collection is a placed order's: it is paid from the order's page (409). */
  ofAnOrder: "payment_collection_of_order",
} as const

export type PaymentSessionErrorCode = (typeof PAYMENT_SESSION_ERROR)[keyof typeof PAYMENT_SESSION_ERROR]

export type ShopperErrorCode = AccountErrorCode | QuotePaymentErrorCode | OrderPaymentErrorCode | MobileMoneyErrorCode

/** Every code a shopper's account screens may be answered with (paying an order again included). */
export const SHOPPER_ERROR_CODES: readonly ShopperErrorCode[] = [
  ...(Object.keys(ACCOUNT_ERRORS) as AccountErrorCode[]),
  ...Object.values(QUOTE_PAYMENT_ERROR),
  ...Object.values(ORDER_PAYMENT_ERROR),
  MOBILE_MONEY_ERROR.invalidPhone,
  MOBILE_MONEY_ERROR.wrongOperator,
]
