/**
 * The card mode (Medusa's Stripe provider, docs/decisions/026): the page where the shopper types
 * the card, the address Stripe sends them back to after 3-D Secure, and the shopper's words for
 * what Stripe.js answers.
 */

/** Where Stripe's Payment Element is shown: the only page that loads Stripe.js. */
export const CARD_PAGE_PATH = "/checkout/card";
/** Stripe brings the shopper back here (with `payment_intent`, `redirect_status`) after 3-D Secure. */
export const CARD_RETURN_PATH = "/checkout/card/return";
/** Stripe requires Stripe.js to come from its own address, never bundled. */
export const STRIPE_JS_URL = "https://js.stripe.com/v3";

/** The card form for paying an order again (docs/decisions/025), and where it comes back. */
export const orderCardPagePath = (orderId: string, sessionId: string) =>
  `/dashboard/orders/${encodeURIComponent(orderId)}/card?session=${encodeURIComponent(sessionId)}`;
export const orderCardReturnPath = (orderId: string, sessionId: string) =>
  `/dashboard/orders/${encodeURIComponent(orderId)}/card/return?session=${encodeURIComponent(sessionId)}`;
const ORDER_CARD_PAGE = /^\/dashboard\/orders\/[^/]+\/card$/;

/** Whether the page at `pathname` gets Stripe's origins in its Content-Security-Policy: the two card forms only. */
export function pageLoadsStripe(pathname: string, stripeConfigured: boolean): boolean {
  const path = pathname.replace(/\/+$/, "");
  return stripeConfigured && (path === CARD_PAGE_PATH || ORDER_CARD_PAGE.test(path));
}

export type CardErrorKey =
  | "cardIncomplete"
  | "cardDeclined"
  | "insufficientFunds"
  | "expiredCard"
  | "incorrectCvc"
  | "authenticationFailed"
  | "stripeUnavailable"
  | "notPaid"
  | "generic";

/** The part of a Stripe.js error the shopper's message depends on. */
export interface StripeJsError {
  type?: string;
  code?: string;
  decline_code?: string;
}

/**
 * A Stripe.js error as a `checkout.card.errors` key. Incomplete or invalid fields are the spec's
 * "Card information incomplete" message; declines say why when Stripe says it in a way the
 * shopper can act on (another card, the CVC, the bank's check).
 */
export function cardErrorKey(error: StripeJsError | undefined): CardErrorKey {
  if (!error) return "generic";
  if (error.type === "validation_error") return "cardIncomplete";
  if (error.code === "payment_intent_authentication_failure") return "authenticationFailed";
  if (error.type === "card_error") {
    if (error.decline_code === "insufficient_funds") return "insufficientFunds";
    if (error.code === "expired_card") return "expiredCard";
    if (error.code === "incorrect_cvc" || error.code === "invalid_cvc") return "incorrectCvc";
    if (error.code === "incomplete_number" || error.code === "incomplete_cvc" || error.code === "incomplete_expiry") return "cardIncomplete";
    return "cardDeclined";
  }
  return "generic";
}

/** Stripe's `redirect_status` after 3-D Secure, as the message the card page shows when it failed. */
export function returnErrorKey(redirectStatus: string | null): CardErrorKey {
  return redirectStatus === "failed" ? "authenticationFailed" : "notPaid";
}

/**
 * Card needs both halves of Stripe: the backend's provider and the storefront's publishable key.
 * Without the key, card is shown as not configured.
 */
export function withCardKey<T extends { code: string; available: boolean; reason: string | null; providerId: string | null }>(
  choices: T[],
  publishableKeySet: boolean,
): T[] {
  if (publishableKeySet) return choices;
  return choices.map((choice) => (choice.code === "card" ? { ...choice, available: false, reason: "not_configured", providerId: null } : choice));
}
