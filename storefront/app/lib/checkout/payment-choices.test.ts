import { describe, expect, it } from "vitest";
import { isOfflineMode, modeOfProvider, toPaymentChoices } from "./payment-choices";
import { PaymentModesResponse } from "./payment-modes-response";

const bank = {
  kind: "bank_deposit",
  bank: { name: "Banque", account_holder: "DreamShade SARL", account_number: "CM21 0000", swift: null },
  hold_working_days: 3,
};

describe("toPaymentChoices", () => {
  it("lists the six modes in the spec's order, unavailable ones with their reason", () => {
    const response = PaymentModesResponse.parse({
      payment_modes: [
        { code: "bank_deposit", available: true, reason: null, provider_id: "pp_bank-deposit_offline", instructions: bank },
        { code: "card", available: false, reason: "not_in_region", provider_id: null, instructions: null },
        { code: "mtn_momo", available: false, reason: "not_configured", provider_id: null, instructions: null },
      ],
    });
    const choices = toPaymentChoices(response);
    expect(choices.map((choice) => [choice.code, choice.available, choice.reason])).toEqual([
      ["mtn_momo", false, "not_configured"],
      ["orange_money", false, "not_configured"],
      ["card", false, "not_in_region"],
      ["paypal", false, "not_configured"],
      ["bank_deposit", true, null],
      ["cash_at_shop", false, "not_configured"],
    ]);
    expect(choices[4]!.instructions).toEqual(bank);
    expect(modeOfProvider(choices, "pp_bank-deposit_offline")).toBe("bank_deposit");
    expect(modeOfProvider(choices, "pp_unknown_x")).toBeNull();
  });

  it("treats a mode said available without a provider as unavailable", () => {
    const choices = toPaymentChoices({ payment_modes: [{ code: "paypal", available: true, reason: null, provider_id: null }] });
    expect(choices[3]).toMatchObject({ code: "paypal", available: false, reason: "not_configured" });
  });

  it("knows the offline modes", () => {
    expect(["bank_deposit", "cash_at_shop", "card"].map((code) => isOfflineMode(code as never))).toEqual([true, true, false]);
  });
});
