import { describe, expect, it } from "vitest";
import { pickQuoteProvider, quotePaymentChoices, quotePaymentMessage } from "./shipping-quote";
import { ShippingQuoteShape } from "./shipping-quote-shape";

const BANK = "pp_bank-deposit_offline";
const bank = {
  kind: "bank_deposit",
  bank: { name: "Banque", account_holder: "DreamShade SARL", account_number: "CM21 0000", swift: null },
  hold_working_days: 3,
};

const quote = (state: string, payment_modes: object[] = []) =>
  ShippingQuoteShape.parse({ amount: 15000, currency_code: "xaf", state, mode: null, payment_instructions: null, payment_modes });

describe("quotePaymentChoices", () => {
  it("lists the six modes while the quote is to pay, only the region's offline ones available", () => {
    const choices = quotePaymentChoices(
      quote("to_pay", [
        { code: "bank_deposit", available: true, reason: null, provider_id: BANK, instructions: bank },
        { code: "mtn_momo", available: false, reason: "not_configured", provider_id: null, instructions: null },
      ]),
    );
    expect(choices.map((choice) => [choice.code, choice.available])).toEqual([
      ["mtn_momo", false],
      ["orange_money", false],
      ["card", false],
      ["paypal", false],
      ["bank_deposit", true],
      ["cash_at_shop", false],
    ]);
  });

  it("offers nothing once a mode is chosen or the quote is paid", () => {
    expect(quotePaymentChoices(quote("pending"))).toEqual([]);
    expect(quotePaymentChoices(quote("paid"))).toEqual([]);
  });
});

describe("pickQuoteProvider", () => {
  const choices = quotePaymentChoices(
    quote("to_pay", [{ code: "bank_deposit", available: true, reason: null, provider_id: BANK, instructions: bank }]),
  );

  it("answers the provider of an available mode", () => {
    expect(pickQuoteProvider(choices, "bank_deposit")).toEqual({ providerId: BANK });
  });

  it("asks for a mode when none was sent, and refuses one the order cannot take", () => {
    expect(pickQuoteProvider(choices, null)).toEqual({ error: "selectPayment" });
    expect(pickQuoteProvider(choices, "")).toEqual({ error: "selectPayment" });
    expect(pickQuoteProvider(choices, "card")).toEqual({ error: "paymentUnavailable" });
    expect(pickQuoteProvider(choices, "bitcoin")).toEqual({ error: "paymentUnavailable" });
  });
});

describe("quotePaymentMessage", () => {
  it("words each refusal of the backend, anything else as a generic error", () => {
    expect(quotePaymentMessage("shipping_quote_payment_chosen")).toBe("alreadyChosen");
    expect(quotePaymentMessage("shipping_quote_already_paid")).toBe("alreadyPaid");
    expect(quotePaymentMessage("payment_mode_not_available")).toBe("paymentUnavailable");
    expect(quotePaymentMessage("shipping_quote_not_set")).toBe("noQuote");
    expect(quotePaymentMessage("unknown")).toBe("generic");
  });
});
