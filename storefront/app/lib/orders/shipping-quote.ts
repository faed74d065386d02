import { QUOTE_PAYMENT_ERROR, type QuotePaymentErrorCode } from "@dreamshade/contracts";
import { type PaymentChoice, toPaymentChoices } from "~/lib/checkout/payment-choices";
import type { ShippingQuote } from "./shipping-quote-shape";

/**
 * The international courier's delivery quote of an order, as `GET /store/account/orders/:id`
 * tells it (docs/decisions/010): staff set it after confirmation and the shopper pays it from the
 * order page with one of the modes the order's region offers.
 */

/** The form's `intent` on the order page. */
export const QUOTE_PAYMENT_INTENT = "pay-shipping-quote";

/** `checkout.order.quote.messages` keys. */
export type QuotePaymentMessage = "selectPayment" | "paymentUnavailable" | "alreadyChosen" | "alreadyPaid" | "noQuote" | "generic";

/** The six modes in the spec's order while the quote is to pay (unavailable ones disabled); none after. */
export function quotePaymentChoices(quote: ShippingQuote): PaymentChoice[] {
  return quote.state === "to_pay" ? toPaymentChoices({ payment_modes: quote.payment_modes }) : [];
}

/** The provider to pay with for the mode the form sent, or why it cannot be used. */
export function pickQuoteProvider(choices: PaymentChoice[], mode: unknown): { providerId: string } | { error: QuotePaymentMessage } {
  if (typeof mode !== "string" || !mode) return { error: "selectPayment" };
  const choice = choices.find((candidate) => candidate.code === mode);
  if (!choice?.available || !choice.providerId) return { error: "paymentUnavailable" };
  return { providerId: choice.providerId };
}

/** Every refusal of the quote's payment, so a new one is a type error here until it is worded. */
const CODE_MESSAGES: Record<QuotePaymentErrorCode, QuotePaymentMessage> = {
  [QUOTE_PAYMENT_ERROR.modeUnavailable]: "paymentUnavailable",
  [QUOTE_PAYMENT_ERROR.modeChosen]: "alreadyChosen",
  [QUOTE_PAYMENT_ERROR.alreadyPaid]: "alreadyPaid",
  [QUOTE_PAYMENT_ERROR.notSet]: "noQuote",
};

/** The message for the backend's refusal code (`POST /store/account/orders/:id/shipping-quote/payment`). */
export function quotePaymentMessage(code: string): QuotePaymentMessage {
  return Object.hasOwn(CODE_MESSAGES, code) ? CODE_MESSAGES[code as QuotePaymentErrorCode] : "generic";
}
