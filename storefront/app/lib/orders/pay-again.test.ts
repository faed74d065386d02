import { describe, expect, it } from "vitest";
import { PayAgainSchema, PayAgainShape } from "./pay-again-schemas";
import { afterPayAgain, payAgainChoices, payAgainNoticeOf, payAgainRefusal, payAgainRequest } from "./pay-again";

const MTN = "pp_mtn-momo_mobile-money";
const BANK = "pp_bank-deposit_offline";
const PAYPAL = "pp_paypal_paypal";
const CARD = "pp_stripe_stripe";
const bank = {
  kind: "bank_deposit",
  bank: { name: "Banque", account_holder: "DreamShade SARL", account_number: "CM21 0000", swift: null },
  hold_working_days: 3,
};
const payAgain = PayAgainShape.parse({
  payment_modes: [
    { code: "mtn_momo", available: true, reason: null, provider_id: MTN, instructions: null },
    { code: "orange_money", available: false, reason: "not_in_region", provider_id: null, instructions: null },
    { code: "bank_deposit", available: true, reason: null, provider_id: BANK, instructions: bank },
  ],
});
const withRedirectModes = payAgainChoices(
  PayAgainShape.parse({
    payment_modes: [
      { code: "card", available: true, reason: null, provider_id: CARD, instructions: null },
      { code: "paypal", available: true, reason: null, provider_id: PAYPAL, instructions: null },
    ],
  }),
);
const choices = payAgainChoices(payAgain);

describe("PayAgainSchema", () => {
  it("asks for a mode, and for a number of the chosen operator", () => {
    expect(PayAgainSchema.safeParse({}).error?.issues[0]).toMatchObject({ path: ["payment_mode"], message: "selectPayment" });
    expect(PayAgainSchema.safeParse({ payment_mode: "mtn_momo" }).error?.issues[0]).toMatchObject({ path: ["payment_phone"], message: "mobileNumberRequired" });
    expect(PayAgainSchema.safeParse({ payment_mode: "mtn_momo", payment_phone: "237 690 11 22 33" }).error?.issues[0]).toMatchObject({ message: "mtnNumber" });
    expect(PayAgainSchema.safeParse({ payment_mode: "orange_money", payment_phone: "237670112233" }).error?.issues[0]).toMatchObject({ message: "orangeNumber" });
    expect(PayAgainSchema.parse({ payment_mode: "mtn_momo", payment_phone: "+237 670 11 22 33" })).toEqual({ payment_mode: "mtn_momo", payment_phone: "237670112233" });
  });

  it("needs no number for an offline mode", () => {
    expect(PayAgainSchema.parse({ payment_mode: "bank_deposit" })).toEqual({ payment_mode: "bank_deposit", payment_phone: "" });
  });
});

describe("payAgainRequest", () => {
  it("sends the provider of the mode, with the number for mobile money only", () => {
    expect(payAgainRequest(choices, { payment_mode: "mtn_momo", payment_phone: "237670112233" }, "fr")).toEqual({ providerId: MTN, data: { phone: "237670112233" } });
    expect(payAgainRequest(choices, { payment_mode: "bank_deposit", payment_phone: "237670112233" }, "fr")).toEqual({ providerId: BANK });
  });

  it("refuses a mode the order's region does not offer", () => {
    expect(payAgainRequest(choices, { payment_mode: "orange_money", payment_phone: "237690112233" }, "fr")).toEqual({ errors: { payment_mode: "paymentUnavailable" } });
    expect(payAgainRequest(choices, { payment_mode: "paypal", payment_phone: "" }, "fr")).toEqual({ errors: { payment_mode: "paymentUnavailable" } });
  });

  it("asks PayPal for pages in the shopper's language; card needs nothing more", () => {
    expect(payAgainRequest(withRedirectModes, { payment_mode: "paypal", payment_phone: "" }, "en")).toEqual({ providerId: PAYPAL, data: { locale: "en" } });
    expect(payAgainRequest(withRedirectModes, { payment_mode: "card", payment_phone: "" }, "fr")).toEqual({ providerId: CARD });
  });
});

describe("afterPayAgain", () => {
  it("sends the shopper to PayPal's approval, to the order's card form, or back to the order", () => {
    const approve = "https://www.paypal.com/checkoutnow?token=5O190127TN364715T";
    expect(afterPayAgain("order_01ABC", "paypal", { id: "payses_1", data: { approve_url: approve } })).toBe(approve);
    expect(afterPayAgain("order_01ABC", "paypal", { id: "payses_1", data: { approve_url: "javascript:alert(1)" } })).toBe("/dashboard/orders/order_01ABC#payment");
    expect(afterPayAgain("order_01ABC", "card", { id: "payses_2", data: {} })).toBe("/dashboard/orders/order_01ABC/card?session=payses_2");
    expect(afterPayAgain("order_01ABC", "mtn_momo", { id: "payses_3" })).toBe("/dashboard/orders/order_01ABC#payment");
  });

  it("reads only the notices it knows from the address", () => {
    expect(payAgainNoticeOf("cancelled")).toBe("cancelled");
    expect(payAgainNoticeOf("closed")).toBe("closed");
    expect(payAgainNoticeOf("toString")).toBeNull();
    expect(payAgainNoticeOf(null)).toBeNull();
  });
});

describe("payAgainRefusal", () => {
  it("puts the operator's number refusals on the number, in the operator's words", () => {
    expect(payAgainRefusal("wrong_operator", "mtn_momo")).toEqual({ errors: { payment_phone: "mtnNumber" } });
    expect(payAgainRefusal("invalid_phone", "orange_money")).toEqual({ errors: { payment_phone: "orangeNumber" } });
  });

  it("words the order's refusals on the form, and reloads the page when a payment is already under way", () => {
    expect(payAgainRefusal("order_cancelled", "bank_deposit")).toEqual({ errors: { form: "orderCancelled" } });
    expect(payAgainRefusal("payment_refused", "orange_money")).toEqual({ errors: { form: "paymentRefused" } });
    expect(payAgainRefusal("too_many_attempts", "mtn_momo")).toEqual({ errors: { form: "tooManyPayments" } });
    expect(payAgainRefusal("payment_mode_not_available", "cash_at_shop")).toEqual({ errors: { payment_mode: "paymentUnavailable" } });
    expect(payAgainRefusal("unknown", "cash_at_shop")).toEqual({ errors: { form: "generic" } });
    for (const code of ["order_already_paid", "order_payment_awaited", "order_payment_in_progress"]) {
      expect(payAgainRefusal(code, "bank_deposit")).toBe("reload");
    }
  });
});
