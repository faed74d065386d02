import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutCart } from "~/lib/checkout/checkout-cart";
import type { PaymentChoice } from "~/lib/checkout/payment-choices";

/**
 * The checkout's actions, one `intent` each: valid input reaches the backend calls (mocked here;
 * they have their own tests and journeys), invalid input answers `checkout.messages` keys and
 * keeps what was typed.
 */

const medusa = vi.hoisted(() => ({
  listAddresses: vi.fn(),
  createAddress: vi.fn(),
  getAccount: vi.fn(),
  setCartAddresses: vi.fn(),
  listDeliveryChoices: vi.fn(),
  setCartDelivery: vi.fn(),
  applyPromoCode: vi.fn(),
  removePromoCode: vi.fn(),
  getCustomerId: vi.fn(),
  getCustomerCartById: vi.fn(),
  listPaymentChoices: vi.fn(),
  placeOrder: vi.fn(),
  startCardPayment: vi.fn(),
  sendToPayPal: vi.fn(),
}));

vi.mock("~/lib/medusa/customer-addresses.server", () => ({ listAddresses: medusa.listAddresses, createAddress: medusa.createAddress }));
vi.mock("~/lib/medusa/customer-account.server", () => ({ getAccount: medusa.getAccount }));
vi.mock("~/lib/medusa/card-payment.server", () => ({ startCardPayment: medusa.startCardPayment }));
vi.mock("~/lib/medusa/paypal.server", () => ({ sendToPayPal: medusa.sendToPayPal }));
vi.mock("~/lib/medusa/checkout.server", () => ({
  applyPromoCode: medusa.applyPromoCode,
  getCustomerCartById: medusa.getCustomerCartById,
  getCustomerId: medusa.getCustomerId,
  listDeliveryChoices: medusa.listDeliveryChoices,
  listPaymentChoices: medusa.listPaymentChoices,
  placeOrder: medusa.placeOrder,
  removePromoCode: medusa.removePromoCode,
  setCartAddresses: medusa.setCartAddresses,
  setCartDelivery: medusa.setCartDelivery,
}));

const { applyPromo, isCheckoutIntent, removePromo, saveAddresses, saveDelivery, submitOrder } = await import("./checkout-actions.server");
const { serializeCartId } = await import("~/lib/cart/cart-cookie.server");

const cart: CheckoutCart = {
  id: "cart_01",
  email: "awa@example.cm",
  customerId: "cus_01",
  completed: false,
  shippingAddress: { firstName: "Awa", lastName: "Ngono", street: "Rue Njo-Njo", city: "Douala", countryCode: "cm", phone: "237670000001" },
  billingAddress: null,
  shippingOptionId: "so_douala",
  paymentProviderId: null,
  notes: "",
  summary: {} as CheckoutCart["summary"],
};

const choice = (code: PaymentChoice["code"], providerId: string): PaymentChoice => ({
  code,
  available: true,
  reason: null,
  providerId,
  instructions: null,
});

const request = new Request("http://localhost:3000/checkout", { method: "POST" });

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const context = (fields: Record<string, string>) => ({ request, token: "customer-token", cart, formData: form(fields) });

/** What a thrown redirect says: its status, where it goes and the cookies it sets. */
async function thrown(promise: Promise<unknown>) {
  const response = await promise.then(
    () => expect.unreachable("a redirect was expected"),
    (error: unknown) => error,
  );
  if (!(response instanceof Response)) throw response;
  return { status: response.status, location: response.headers.get("Location"), cookie: response.headers.get("Set-Cookie") };
}

beforeEach(() => {
  vi.clearAllMocks();
  medusa.listAddresses.mockResolvedValue([
    { id: "addr_home", type: "shipping", isDefault: true, countryCode: "cm", city: "Douala", street: "Rue Njo-Njo" },
  ]);
  medusa.getAccount.mockResolvedValue({ firstName: "Awa", lastName: "Ngono", phone: "237670000001" });
  medusa.listDeliveryChoices.mockResolvedValue([{ id: "so_douala", code: "douala", name: "Douala", fee: { kind: "amount", amount: 1000 }, promise: null }]);
  medusa.getCustomerId.mockResolvedValue("cus_01");
  medusa.getCustomerCartById.mockResolvedValue(cart);
  medusa.listPaymentChoices.mockResolvedValue([
    choice("mtn_momo", "pp_mtn-momo_mtn-momo"),
    choice("orange_money", "pp_orange-money_orange-money"),
    choice("card", "pp_stripe_stripe"),
    choice("paypal", "pp_paypal_paypal"),
    choice("cash_at_shop", "pp_system_default"),
  ]);
});

describe("isCheckoutIntent", () => {
  it("knows the five forms of the page and nothing else", () => {
    expect(["addresses", "delivery", "promo-apply", "promo-remove", "place-order"].every(isCheckoutIntent)).toBe(true);
    expect(isCheckoutIntent("login")).toBe(false);
    expect(isCheckoutIntent(null)).toBe(false);
  });
});

describe("intent addresses", () => {
  it("sets a saved delivery address, with the customer's name and phone, and billing the same", async () => {
    expect(await saveAddresses(context({ intent: "addresses", shipping_address_id: "addr_home", billing_address_id: "same" }))).toEqual({
      ok: true,
      intent: "addresses",
    });
    const home = { first_name: "Awa", last_name: "Ngono", phone: "237670000001", country_code: "cm", city: "Douala", address_1: "Rue Njo-Njo" };
    expect(medusa.setCartAddresses).toHaveBeenCalledWith(request, "customer-token", "cart_01", { shipping: home, billing: home });
    expect(medusa.createAddress).not.toHaveBeenCalled();
  });

  it("uses a typed address and keeps it in the address book when asked", async () => {
    const answer = await saveAddresses(
      context({
        intent: "addresses",
        shipping_address_id: "new",
        shipping_country_code: "CM",
        shipping_city: " Yaoundé ",
        shipping_address_1: "Avenue Kennedy",
        save_address: "on",
      }),
    );
    expect(answer).toEqual({ ok: true, intent: "addresses" });
    expect(medusa.createAddress).toHaveBeenCalledWith("customer-token", {
      country_code: "cm",
      city: "Yaoundé",
      address_1: "Avenue Kennedy",
      type: "shipping",
    });
  });

  it("refuses a typed address without a town, keeping what was typed", async () => {
    const fields = { intent: "addresses", shipping_address_id: "new", shipping_country_code: "cm", shipping_city: "", shipping_address_1: "Rue 12" };
    expect(await saveAddresses(context(fields))).toEqual({
      ok: false,
      intent: "addresses",
      errors: { shipping_city: "required" },
      values: fields,
    });
    expect(medusa.setCartAddresses).not.toHaveBeenCalled();
  });

  it("asks for a delivery address when none is picked, and refuses one no longer in the book", async () => {
    expect(await saveAddresses(context({ intent: "addresses" }))).toMatchObject({
      ok: false,
      errors: { shipping_address_id: "selectDeliveryAddress" },
    });
    expect(await saveAddresses(context({ intent: "addresses", shipping_address_id: "addr_gone" }))).toEqual({
      ok: false,
      intent: "addresses",
      errors: { shipping_address_id: "addressUnknown" },
      values: { intent: "addresses", shipping_address_id: "addr_gone" },
    });
  });
});

describe("intent delivery", () => {
  it("sets a delivery option that serves the address", async () => {
    expect(await saveDelivery(context({ intent: "delivery", shipping_option_id: "so_douala" }))).toEqual({ ok: true, intent: "delivery" });
    expect(medusa.setCartDelivery).toHaveBeenCalledWith(request, "customer-token", "cart_01", "so_douala");
  });

  it("asks for an option when none is chosen, and refuses one that does not serve the address", async () => {
    expect(await saveDelivery(context({ intent: "delivery" }))).toEqual({
      ok: false,
      intent: "delivery",
      errors: { shipping_option_id: "selectDelivery" },
      values: { intent: "delivery" },
    });
    expect(await saveDelivery(context({ intent: "delivery", shipping_option_id: "so_far" }))).toMatchObject({
      errors: { shipping_option_id: "deliveryUnavailable" },
      values: { shipping_option_id: "so_far" },
    });
    expect(medusa.setCartDelivery).not.toHaveBeenCalled();
  });
});

describe("intent promo-apply / promo-remove", () => {
  it("applies a code and says so", async () => {
    medusa.applyPromoCode.mockResolvedValue({ ok: true, code: "BIENVENUE10" });
    expect(await applyPromo(context({ intent: "promo-apply", promo_code: " bienvenue10 " }))).toEqual({
      ok: true,
      intent: "promo-apply",
      notice: "applied",
      promoCode: "BIENVENUE10",
    });
    expect(medusa.applyPromoCode).toHaveBeenCalledWith(request, "customer-token", "cart_01", "bienvenue10");
  });

  it("asks for a code when empty, and words an unknown one, keeping what was typed", async () => {
    expect(await applyPromo(context({ intent: "promo-apply", promo_code: "  " }))).toEqual({
      ok: false,
      intent: "promo-apply",
      errors: { promo_code: "promoRequired" },
      values: { intent: "promo-apply", promo_code: "  " },
    });
    medusa.applyPromoCode.mockResolvedValue({ ok: false, reason: "promoUnknown", code: "NOPE" });
    expect(await applyPromo(context({ intent: "promo-apply", promo_code: "nope" }))).toEqual({
      ok: false,
      intent: "promo-apply",
      errors: { promo_code: "promoUnknown" },
      values: { intent: "promo-apply", promo_code: "nope" },
      promoCode: "NOPE",
    });
  });

  it("removes an applied code", async () => {
    expect(await removePromo(context({ intent: "promo-remove", promo_code: "BIENVENUE10" }))).toEqual({
      ok: true,
      intent: "promo-remove",
      notice: "removed",
      promoCode: "BIENVENUE10",
    });
    expect(medusa.removePromoCode).toHaveBeenCalledWith(request, "customer-token", "cart_01", "BIENVENUE10");
    // No code at all is no form the page sends: Zod's own message becomes the generic key.
    expect(await removePromo(context({ intent: "promo-remove" }))).toMatchObject({ ok: false, errors: { promo_code: "generic" } });
    expect(await removePromo(context({ intent: "promo-remove", promo_code: " " }))).toMatchObject({ errors: { promo_code: "promoRequired" } });
  });
});

describe("intent place-order", () => {
  const order = (fields: Record<string, string>) => ({ request, token: "customer-token", formData: form({ intent: "place-order", cart_id: "cart_01", ...fields }) });

  it("places a mobile-money order with the normalized number, forgets the bag and opens the confirmation", async () => {
    medusa.placeOrder.mockResolvedValue({ ok: true, orderId: "order_01" });
    const cookie = (await serializeCartId("cart_01", request)).split(";")[0] ?? "";
    const withBag = new Request(request.url, { method: "POST", headers: { Cookie: cookie } });
    const answer = await thrown(submitOrder({ ...order({ payment_mode: "mtn_momo", payment_phone: "+237 670 00 00 01", notes: " Sonnez deux fois " }), request: withBag }));
    expect(answer).toMatchObject({ status: 302, location: "/checkout/confirmation/order_01" });
    expect(answer.cookie).toMatch(/^cart=;.*Max-Age=0/);
    expect(medusa.placeOrder).toHaveBeenCalledWith(withBag, "customer-token", cart, {
      providerId: "pp_mtn-momo_mtn-momo",
      notes: "Sonnez deux fois",
      paymentData: { phone: "237670000001" },
    });
  });

  it("refuses a number of another operator before anything is sent, keeping the number and the notes", async () => {
    expect(await submitOrder(order({ payment_mode: "orange_money", payment_phone: "237670000001", notes: "Merci" }))).toEqual({
      ok: false,
      intent: "place-order",
      errors: { payment_phone: "orangeNumber" },
      values: { intent: "place-order", cart_id: "cart_01", payment_mode: "orange_money", payment_phone: "237670000001", notes: "Merci" },
    });
    expect(await submitOrder(order({ payment_mode: "mtn_momo", payment_phone: "" }))).toMatchObject({ errors: { payment_phone: "mobileNumberRequired" } });
    expect(medusa.getCustomerCartById).not.toHaveBeenCalled();
  });

  it("asks for a payment mode when none is chosen", async () => {
    expect(await submitOrder(order({ notes: "Avant midi" }))).toMatchObject({
      ok: false,
      errors: { payment_mode: "selectPayment" },
      values: { notes: "Avant midi" },
    });
  });

  it("words the operator's refusal of the number as the form's error", async () => {
    medusa.placeOrder.mockResolvedValue({ ok: false, reason: "wrongNumber" });
    expect(await submitOrder(order({ payment_mode: "mtn_momo", payment_phone: "237670000001" }))).toMatchObject({
      ok: false,
      errors: { payment_phone: "mtnNumber" },
      values: { payment_phone: "237670000001" },
    });
  });

  it("answers cartChanged for a cart that is not this customer's, and asks for what is missing", async () => {
    medusa.getCustomerCartById.mockResolvedValueOnce(null);
    expect(await submitOrder(order({ payment_mode: "cash_at_shop" }))).toMatchObject({ errors: { form: "cartChanged" } });
    medusa.getCustomerCartById.mockResolvedValueOnce({ ...cart, shippingOptionId: null });
    expect(await submitOrder(order({ payment_mode: "cash_at_shop" }))).toMatchObject({ errors: { form: "selectDelivery" } });
    expect(await submitOrder(order({ payment_mode: "bank_deposit" }))).toMatchObject({ errors: { payment_mode: "paymentUnavailable" } });
    expect(medusa.placeOrder).not.toHaveBeenCalled();
  });

  it("sends a card payment to its own page and a PayPal one to PayPal", async () => {
    expect(await thrown(submitOrder(order({ payment_mode: "card", notes: "x" })))).toMatchObject({ status: 302, location: "/checkout/card" });
    expect(medusa.startCardPayment).toHaveBeenCalledWith(request, "customer-token", cart, "x");

    medusa.sendToPayPal.mockRejectedValue(new Response(null, { status: 302, headers: { Location: "https://paypal.test/approve" } }));
    expect(await thrown(submitOrder(order({ payment_mode: "paypal" })))).toMatchObject({ location: "https://paypal.test/approve" });
    expect(medusa.sendToPayPal).toHaveBeenCalledWith(request, "customer-token", cart, { providerId: "pp_paypal_paypal", notes: "" });
    expect(medusa.placeOrder).not.toHaveBeenCalled();
  });
});
