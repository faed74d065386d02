import { describe, expect, it } from "vitest";
import { CheckoutCartShape, toCheckoutCart, toCheckoutSummary } from "./checkout-cart";

const baseCart = {
  id: "cart_1",
  email: "awa@example.cm",
  customer: { id: "cus_1" },
  currency_code: "xaf",
  item_subtotal: 31000,
  discount_total: 3100,
  shipping_total: 1000,
  total: 28900,
  items: [
    { id: "li_b", product_title: "Savon noir", variant_title: "Default variant", quantity: 1, unit_price: 6000, discount_total: 600, total: 5400, created_at: "2026-11-02T10:00:00Z" },
    { id: "li_a", product_title: "Crème karité", variant_title: "200 ml", quantity: 2, unit_price: 12500, discount_total: 2500, total: 22500, created_at: "2026-11-01T10:00:00Z" },
  ],
  promotions: [{ code: "BIENVENUE10" }],
  shipping_address: { first_name: "Awa", last_name: "Ngono", address_1: "Rue Njo-Njo", city: "Douala", country_code: "CM", phone: "237670000001" },
  billing_address: { city: null },
  shipping_methods: [{ shipping_option_id: "so_douala", name: "Livraison à Douala", amount: 1000, data: { id: "douala", promise: { kind: "delivery", working_days: 3 } } }],
  payment_collection: { id: "pay_col_1", payment_sessions: [{ provider_id: "pp_bank-deposit_offline" }] },
  metadata: { notes: "Sonner deux fois" },
};

describe("toCheckoutSummary", () => {
  it("lists every line in the order added, with unit price, reduction and total, and Medusa's totals", () => {
    const summary = toCheckoutSummary(CheckoutCartShape.parse(baseCart));
    expect(summary.lines.map((line) => [line.title, line.variantTitle, line.quantity, line.unitPrice, line.reduction, line.total])).toEqual([
      ["Crème karité", "200 ml", 2, 12500, 2500, 22500],
      ["Savon noir", null, 1, 6000, 600, 5400],
    ]);
    expect(summary).toMatchObject({
      itemCount: 3,
      itemSubtotal: 31000,
      discountTotal: 3100,
      delivery: { kind: "amount", amount: 1000 },
      total: 28900,
      promoCodes: ["BIENVENUE10"],
    });
  });

  it("says the delivery is not chosen yet, or quoted later for the international courier", () => {
    expect(toCheckoutSummary(CheckoutCartShape.parse({ ...baseCart, shipping_methods: [] })).delivery).toEqual({ kind: "none" });
    const courier = { shipping_option_id: "so_int", name: "Courier", amount: 0, data: { delivery_option: "international", quote_pending: true } };
    expect(toCheckoutSummary(CheckoutCartShape.parse({ ...baseCart, shipping_methods: [courier] })).delivery).toEqual({ kind: "quote" });
  });

  it("keeps a free pickup as an amount of zero", () => {
    const pickup = { shipping_option_id: "so_p", name: "Retrait", amount: 0, data: { id: "pickup" } };
    const summary = toCheckoutSummary(CheckoutCartShape.parse({ ...baseCart, shipping_total: 0, shipping_methods: [pickup] }));
    expect(summary.delivery).toEqual({ kind: "amount", amount: 0 });
  });
});

describe("toCheckoutCart", () => {
  it("reads the chosen address, delivery, payment provider and notes; an address without a town is none", () => {
    const cart = toCheckoutCart(CheckoutCartShape.parse(baseCart));
    expect(cart.shippingAddress).toEqual({
      firstName: "Awa",
      lastName: "Ngono",
      street: "Rue Njo-Njo",
      city: "Douala",
      countryCode: "cm",
      phone: "237670000001",
    });
    expect(cart.billingAddress).toBeNull();
    expect(cart.shippingOptionId).toBe("so_douala");
    expect(cart.paymentProviderId).toBe("pp_bank-deposit_offline");
    expect(cart.notes).toBe("Sonner deux fois");
    expect(cart.customerId).toBe("cus_1");
    expect(cart.completed).toBe(false);
  });
});
