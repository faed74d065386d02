import {
  isMobileMoneyMode,
  MOBILE_MONEY_ERROR,
  ORDER_PAYMENT_ERROR,
  type PaymentModeCode,
} from "@dreamshade/contracts";
import type { CheckoutFieldErrors } from "~/lib/checkout/checkout-answer";
import { orderCardPagePath, withCardKey } from "~/lib/checkout/card-payment";
import { toPaymentChoices, type PaymentChoice } from "~/lib/checkout/payment-choices";
import type { CheckoutMessage } from "~/lib/checkout/schemas";
import type { PayAgain, PayAgainInput } from "./pay-again-schemas";

/**
 * Paying an order again from its page once its payment failed (docs/decisions/025):
 * `GET /store/account/orders/:id` lists the modes in `pay_again` while it can be paid again, and
 * `POST /store/account/orders/:id/payment` makes the new attempt; PayPal and card are then paid on
 * their page and authorized on the way back. Messages are `checkout.messages` keys.
 */

/** The form's `intent` on the order page. */
export const PAY_AGAIN_INTENT = "pay-again";

/**
 * The six modes in the spec's order, those the order's region cannot take disabled, and card too
 * when this storefront lacks Stripe's publishable key (as at checkout).
 */
export function payAgainChoices(payAgain: PayAgain, cardKeySet = true): PaymentChoice[] {
  return withCardKey(toPaymentChoices(payAgain), cardKeySet);
}

/** What goes to the backend: the provider of the chosen mode and, for mobile money the number, for PayPal its pages' language. */
export function payAgainRequest(
  choices: PaymentChoice[],
  input: PayAgainInput,
  language: "fr" | "en",
): { providerId: string; data?: Record<string, string> } | { errors: CheckoutFieldErrors } {
  const choice = choices.find((candidate) => candidate.code === input.payment_mode);
  if (!choice?.available || !choice.providerId) return { errors: { payment_mode: "paymentUnavailable" } };
  if (isMobileMoneyMode(input.payment_mode)) return { providerId: choice.providerId, data: { phone: input.payment_phone } };
  if (input.payment_mode === "paypal") return { providerId: choice.providerId, data: { locale: language } };
  return { providerId: choice.providerId };
}

/**
 * Where the shopper goes once the attempt is made: PayPal's approval page, the order's card form,
 * or back to the order (which then follows the push, or shows how to pay).
 */
export function afterPayAgain(orderId: string, mode: PaymentModeCode, session: { id: string; data?: Record<string, unknown> | null }): string {
  const approveUrl = session.data?.approve_url;
  if (mode === "paypal" && typeof approveUrl === "string" && /^https?:\/\//.test(approveUrl)) return approveUrl;
  if (mode === "card") return orderCardPagePath(orderId, session.id);
  return `/dashboard/orders/${encodeURIComponent(orderId)}#payment`;
}

/**
 * What the order page says after a trip to PayPal or the card form that took nothing
 * (`?payment=…`), as keys of `checkout.order.payAgain.notices`.
 */
export const PAY_AGAIN_NOTICES = { cancelled: "cancelled", failed: "failed", closed: "closed" } as const;
export type PayAgainNotice = keyof typeof PAY_AGAIN_NOTICES;

export function payAgainNoticeOf(search: string | null): PayAgainNotice | null {
  return search && Object.hasOwn(PAY_AGAIN_NOTICES, search) ? (search as PayAgainNotice) : null;
}

/**
 * How the page answers the backend's refusal code: a message on the field or the form, or
 * `reload` when the order is already paid or its payment is under way (a second click): the page
 * then shows where it stands.
 */
export function payAgainRefusal(code: string, mode: PaymentModeCode): { errors: CheckoutFieldErrors } | "reload" {
  const numberMessage: CheckoutMessage = mode === "orange_money" ? "orangeNumber" : "mtnNumber";
  switch (code) {
    case MOBILE_MONEY_ERROR.invalidPhone:
    case MOBILE_MONEY_ERROR.wrongOperator:
      return { errors: { payment_phone: numberMessage } };
    case ORDER_PAYMENT_ERROR.modeUnavailable:
      return { errors: { payment_mode: "paymentUnavailable" } };
    case ORDER_PAYMENT_ERROR.refused:
      return { errors: { form: "paymentRefused" } };
    case ORDER_PAYMENT_ERROR.cancelled:
      return { errors: { form: "orderCancelled" } };
    case "too_many_attempts":
      return { errors: { form: "tooManyPayments" } };
    case ORDER_PAYMENT_ERROR.paid:
    case ORDER_PAYMENT_ERROR.awaited:
    case ORDER_PAYMENT_ERROR.inProgress:
      return "reload";
    default:
      return { errors: { form: "generic" } };
  }
}
