import { describe, expect, it } from "vitest";
import { AddressesSchema, DeliverySchema, PlaceOrderSchema, PromoApplySchema } from "./schemas";

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("AddressesSchema", () => {
  it("asks for a delivery address when none is picked (the spec's message)", () => {
    expect(firstMessages(AddressesSchema.safeParse({}))).toEqual({ shipping_address_id: "selectDeliveryAddress" });
  });

  it("takes a saved address, billing the same by default", () => {
    expect(AddressesSchema.parse({ shipping_address_id: "caddr_1" })).toEqual({
      shipping: { kind: "saved", id: "caddr_1" },
      billing: "same",
      saveAddress: false,
    });
  });

  it("checks a new address field by field, and keeps a valid one", () => {
    const missing = AddressesSchema.safeParse({ shipping_address_id: "new", shipping_country_code: "cm", shipping_city: " " });
    expect(firstMessages(missing)).toEqual({ shipping_city: "required", shipping_address_1: "required" });
    const typed = AddressesSchema.parse({
      shipping_address_id: "new",
      shipping_country_code: "CM",
      shipping_city: " Douala ",
      shipping_address_1: "Rue Njo-Njo, Bonapriso",
      billing_address_id: "caddr_2",
      save_address: "on",
    });
    expect(typed).toEqual({
      shipping: { kind: "new", address: { country_code: "cm", city: "Douala", address_1: "Rue Njo-Njo, Bonapriso" } },
      billing: { kind: "saved", id: "caddr_2" },
      saveAddress: true,
    });
  });
});

describe("the other checkout forms", () => {
  it("needs a delivery option, a promo code and a payment mode", () => {
    expect(firstMessages(DeliverySchema.safeParse({ shipping_option_id: "" }))).toEqual({ shipping_option_id: "selectDelivery" });
    expect(firstMessages(PromoApplySchema.safeParse({ promo_code: "  " }))).toEqual({ promo_code: "promoRequired" });
    expect(PromoApplySchema.parse({ promo_code: " BIENVENUE10 " })).toEqual({ promo_code: "BIENVENUE10" });
    expect(firstMessages(PlaceOrderSchema.safeParse({ cart_id: "cart_1", payment_mode: "cheque" }))).toEqual({ payment_mode: "selectPayment" });
  });

  it("limits the notes and keeps the cart the page was drawn for", () => {
    expect(PlaceOrderSchema.parse({ cart_id: "cart_1", payment_mode: "bank_deposit", notes: " Portail bleu " })).toEqual({
      cart_id: "cart_1",
      payment_mode: "bank_deposit",
      notes: "Portail bleu",
      payment_phone: "",
    });
    expect(firstMessages(PlaceOrderSchema.safeParse({ cart_id: "cart_1", payment_mode: "bank_deposit", notes: "x".repeat(501) }))).toEqual({ notes: "tooLong" });
  });

  it("asks MTN Mobile Money for an MTN number, as typed, and no other mode for one", () => {
    const order = { cart_id: "cart_1", payment_mode: "mtn_momo" };
    expect(PlaceOrderSchema.parse({ ...order, payment_phone: "+237 670 11 22 33" }).payment_phone).toBe("237670112233");
    expect(firstMessages(PlaceOrderSchema.safeParse(order))).toEqual({ payment_phone: "mobileNumberRequired" });
    expect(firstMessages(PlaceOrderSchema.safeParse({ ...order, payment_phone: "237690112233" }))).toEqual({ payment_phone: "mtnNumber" });
    expect(PlaceOrderSchema.safeParse({ cart_id: "cart_1", payment_mode: "cash_at_shop", payment_phone: "nonsense" }).success).toBe(true);
    expect(firstMessages(PlaceOrderSchema.safeParse({ cart_id: "cart_1", payment_mode: "orange_money", payment_phone: "237670112233" }))).toEqual({
      payment_phone: "orangeNumber",
    });
  });

  it("asks for a WhatsApp number (237 + 9 digits) only when the updates box is ticked", () => {
    const order = { cart_id: "cart_1", payment_mode: "bank_deposit", whatsapp_offered: "1" };
    expect(firstMessages(PlaceOrderSchema.safeParse({ ...order, whatsapp_opt_in: "on" }))).toEqual({ whatsapp_phone: "whatsappNumber" });
    expect(firstMessages(PlaceOrderSchema.safeParse({ ...order, whatsapp_opt_in: "on", whatsapp_phone: "+33 6 12 34 56 78" }))).toEqual({
      whatsapp_phone: "whatsappNumber",
    });
    expect(PlaceOrderSchema.parse({ ...order, whatsapp_opt_in: "on", whatsapp_phone: "+237 6 70 11 22 33" })).toMatchObject({
      whatsapp_offered: "1",
      whatsapp_opt_in: "on",
      whatsapp_phone: "237670112233",
    });
    expect(PlaceOrderSchema.safeParse({ ...order, whatsapp_phone: "not a number" }).success).toBe(true);
  });
});
