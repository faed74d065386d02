import { describe, expect, test } from "vitest";
import { cardErrorKey, pageLoadsStripe, returnErrorKey, withCardKey } from "./card-payment";

describe("card payment", () => {
  test("only the card pages (checkout's, an order's) load Stripe, and only when Stripe is configured", () => {
    expect(pageLoadsStripe("/checkout/card", true)).toBe(true);
    expect(pageLoadsStripe("/checkout/card/", true)).toBe(true);
    expect(pageLoadsStripe("/dashboard/orders/order_01ABC/card", true)).toBe(true);
    expect(pageLoadsStripe("/checkout/card", false)).toBe(false);
    for (const path of ["/checkout", "/checkout/card/return", "/cart", "/", "/checkout/confirmation/order_1", "/dashboard/orders/order_1", "/dashboard/orders/order_1/card/return", "/dashboard/orders/a/b/card"]) {
      expect(pageLoadsStripe(path, true)).toBe(false);
    }
  });

  test("Stripe.js errors become the shopper's messages; incomplete fields are the spec's message", () => {
    expect(cardErrorKey({ type: "validation_error", code: "incomplete_cvc" })).toBe("cardIncomplete");
    expect(cardErrorKey({ type: "card_error", code: "incomplete_cvc" })).toBe("cardIncomplete");
    expect(cardErrorKey({ type: "card_error", code: "card_declined", decline_code: "insufficient_funds" })).toBe("insufficientFunds");
    expect(cardErrorKey({ type: "card_error", code: "card_declined", decline_code: "generic_decline" })).toBe("cardDeclined");
    expect(cardErrorKey({ type: "card_error", code: "expired_card" })).toBe("expiredCard");
    expect(cardErrorKey({ type: "card_error", code: "incorrect_cvc" })).toBe("incorrectCvc");
    expect(cardErrorKey({ type: "invalid_request_error", code: "payment_intent_authentication_failure" })).toBe("authenticationFailed");
    expect(cardErrorKey({ type: "api_connection_error" })).toBe("generic");
    expect(cardErrorKey(undefined)).toBe("generic");
  });

  test("back from 3-D Secure unpaid: a failed check says so, anything else says not paid", () => {
    expect(returnErrorKey("failed")).toBe("authenticationFailed");
    expect(returnErrorKey("succeeded")).toBe("notPaid");
    expect(returnErrorKey(null)).toBe("notPaid");
  });

  test("card is not configured without the publishable key, whatever the backend says", () => {
    const choices = [
      { code: "card", available: true, reason: null, providerId: "pp_stripe_stripe" },
      { code: "bank_deposit", available: true, reason: null, providerId: "pp_bank-deposit_offline" },
    ];
    expect(withCardKey(choices, true)).toEqual(choices);
    expect(withCardKey(choices, false)).toEqual([
      { code: "card", available: false, reason: "not_configured", providerId: null },
      choices[1],
    ]);
  });
});
