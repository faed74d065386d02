import { describe, expect, it } from "vitest";
import { isPaymentStatus, paymentMethodOf } from "./payments";

describe("paymentMethodOf", () => {
  it.each([
    ["pp_mtn-momo_mtn", "mtn"],
    ["pp_orange-money_orange", "orange"],
    ["pp_stripe_stripe", "card"],
    ["pp_paypal_paypal", "paypal"],
    ["pp_system_default", "manual"],
    ["pp_bank-deposit_bank", "manual"],
    ["pp_something_else", null],
  ])("%s → %s", (providerId, method) => {
    expect(paymentMethodOf(providerId)).toBe(method);
  });
});

describe("isPaymentStatus", () => {
  it("knows Medusa's order payment statuses only", () => {
    expect(isPaymentStatus("captured")).toBe(true);
    expect(isPaymentStatus("paid")).toBe(false);
  });
});
