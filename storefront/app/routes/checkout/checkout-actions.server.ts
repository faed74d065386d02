import { redirect, redirectDocument } from "react-router";
import type { z } from "zod";
import type { CheckoutAnswer, CheckoutFieldErrors } from "~/lib/checkout/checkout-answer";
import { clearCartCookie, readCartId } from "~/lib/cart/cart-cookie.server";
import type { CheckoutCart } from "~/lib/checkout/checkout-cart";
import {
  AddressesSchema,
  CHECKOUT_INTENTS,
  DeliverySchema,
  PlaceOrderSchema,
  PromoApplySchema,
  PromoRemoveSchema,
  type AddressPick,
  type CheckoutIntent,
} from "~/lib/checkout/schemas";
import { isMobileMoneyMode } from "@dreamshade/contracts";
import { CHECKOUT_FORM } from "~/lib/forms/messages";
import { formFailure, parseSubmission } from "~/lib/forms/submission";
import { CARD_PAGE_PATH } from "~/lib/checkout/card-payment";
import { startCardPayment } from "~/lib/medusa/card-payment.server";
import { getAccount } from "~/lib/medusa/customer-account.server";
import { sendToPayPal } from "~/lib/medusa/paypal.server";
import { createAddress, listAddresses } from "~/lib/medusa/customer-addresses.server";
import { setWhatsAppPreference } from "~/lib/medusa/whatsapp.server";
import {
  applyPromoCode,
  getCustomerCartById,
  getCustomerId,
  listDeliveryChoices,
  listPaymentChoices,
  placeOrder,
  removePromoCode,
  setCartAddresses,
  setCartDelivery,
  type CartAddressInput,
} from "~/lib/medusa/checkout.server";

/** The actions of `/checkout`, one per `intent`. Each answers the form's errors and typed values. */

function failure(formData: FormData, errors: CheckoutFieldErrors, extra: Partial<CheckoutAnswer> = {}): CheckoutAnswer {
  // The route dispatched on `intent`, so every checkout form sends one.
  const failed = formFailure(formData, errors);
  return { ok: false, ...failed, intent: failed.intent ?? "", ...extra };
}

function parse<S extends z.ZodType>(schema: S, formData: FormData) {
  const submission = parseSubmission(schema, formData, CHECKOUT_FORM);
  if (submission.ok) return submission;
  return { ok: false as const, answer: failure(formData, submission.errors) };
}

export function isCheckoutIntent(value: unknown): value is CheckoutIntent {
  return typeof value === "string" && (CHECKOUT_INTENTS as readonly string[]).includes(value);
}

interface ActionContext {
  request: Request;
  token: string;
  cart: CheckoutCart;
  formData: FormData;
}

export async function saveAddresses({ request, token, cart, formData }: ActionContext): Promise<CheckoutAnswer> {
  const parsed = parse(AddressesSchema, formData);
  if (!parsed.ok) return parsed.answer;
  const [saved, account] = await Promise.all([listAddresses(token), getAccount(request, token)]);
  const person = { first_name: account.firstName, last_name: account.lastName, phone: account.phone };

  const resolve = (pick: AddressPick): CartAddressInput | null => {
    if (pick.kind === "new") return { ...person, ...pick.address };
    const address = saved.find((candidate) => candidate.id === pick.id);
    return address ? { ...person, country_code: address.countryCode, city: address.city, address_1: address.street } : null;
  };
  const shipping = resolve(parsed.data.shipping);
  if (!shipping) return failure(formData, { shipping_address_id: "addressUnknown" });
  const billing = parsed.data.billing === "same" ? shipping : resolve(parsed.data.billing);
  if (!billing) return failure(formData, { billing_address_id: "addressUnknown" });

  await setCartAddresses(request, token, cart.id, { shipping, billing });
  if (parsed.data.saveAddress) {
    // Kept in the address book for next time; the cart already has them either way.
    if (parsed.data.shipping.kind === "new") await createAddress(token, { ...parsed.data.shipping.address, type: "shipping" });
    if (parsed.data.billing !== "same" && parsed.data.billing.kind === "new") {
      await createAddress(token, { ...parsed.data.billing.address, type: "billing" });
    }
  }
  return { ok: true, intent: "addresses" };
}

export async function saveDelivery({ request, token, cart, formData }: ActionContext): Promise<CheckoutAnswer> {
  const parsed = parse(DeliverySchema, formData);
  if (!parsed.ok) return parsed.answer;
  const choices = await listDeliveryChoices(request, token, cart.id);
  if (!choices.some((choice) => choice.id === parsed.data.shipping_option_id)) {
    return failure(formData, { shipping_option_id: "deliveryUnavailable" });
  }
  await setCartDelivery(request, token, cart.id, parsed.data.shipping_option_id);
  return { ok: true, intent: "delivery" };
}

export async function applyPromo({ request, token, cart, formData }: ActionContext): Promise<CheckoutAnswer> {
  const parsed = parse(PromoApplySchema, formData);
  if (!parsed.ok) return parsed.answer;
  const outcome = await applyPromoCode(request, token, cart.id, parsed.data.promo_code);
  if (!outcome.ok) return failure(formData, { promo_code: outcome.reason }, { promoCode: outcome.code });
  return { ok: true, intent: "promo-apply", notice: "applied", promoCode: outcome.code };
}

export async function removePromo({ request, token, cart, formData }: ActionContext): Promise<CheckoutAnswer> {
  const parsed = parse(PromoRemoveSchema, formData);
  if (!parsed.ok) return parsed.answer;
  await removePromoCode(request, token, cart.id, parsed.data.promo_code);
  return { ok: true, intent: "promo-remove", notice: "removed", promoCode: parsed.data.promo_code };
}

/**
 * Places the order of the cart the page was drawn for (`cart_id`), which must be this customer's.
 * Success clears the bag cookie and opens the confirmation; a retry of an order already placed
 * lands on the same confirmation.
 */
export async function submitOrder({ request, token, formData }: Omit<ActionContext, "cart">): Promise<CheckoutAnswer | Response> {
  const parsed = parse(PlaceOrderSchema, formData);
  if (!parsed.ok) return parsed.answer;
  const cart = await getCustomerCartById(request, token, parsed.data.cart_id, await getCustomerId(request, token));
  if (!cart) return failure(formData, { form: "cartChanged" });
  // Order updates on WhatsApp: the box is the account's choice from now on (plugins/whatsapp).
  // Before the payment, which may leave for PayPal or the card page.
  if (parsed.data.whatsapp_offered && !cart.completed) {
    const optedIn = parsed.data.whatsapp_opt_in === "on";
    const saved = await setWhatsAppPreference(request, token, { optedIn, phone: optedIn ? parsed.data.whatsapp_phone : undefined });
    if (!saved.ok) return failure(formData, { whatsapp_phone: "whatsappNumber" });
  }

  let providerId = "";
  if (!cart.completed) {
    if (!cart.shippingAddress) return failure(formData, { form: "selectDeliveryAddress" });
    if (!cart.shippingOptionId) return failure(formData, { form: "selectDelivery" });
    const choices = await listPaymentChoices(request, cart.id);
    const choice = choices.find((candidate) => candidate.code === parsed.data.payment_mode);
    if (!choice?.available || !choice.providerId) return failure(formData, { payment_mode: "paymentUnavailable" });
    providerId = choice.providerId;
    // Card: Stripe's form is on its own page, loaded as a new document so that its
    // Content-Security-Policy admits Stripe.js; the order is placed once Stripe took the card.
    if (parsed.data.payment_mode === "card") {
      await startCardPayment(request, token, cart, parsed.data.notes);
      throw redirectDocument(CARD_PAGE_PATH);
    }
  }
  // PayPal: approval first, on PayPal; the return page then places the order (docs/decisions/024).
  if (parsed.data.payment_mode === "paypal" && !cart.completed) return sendToPayPal(request, token, cart, { providerId, notes: parsed.data.notes });
  // The mobile-money number goes with the payment: the operator's push is sent to it.
  const paymentData = isMobileMoneyMode(parsed.data.payment_mode) ? { phone: parsed.data.payment_phone } : undefined;
  const outcome = await placeOrder(request, token, cart, { providerId, notes: parsed.data.notes, paymentData });
  if (!outcome.ok) {
    const errors: CheckoutFieldErrors =
      outcome.reason === "wrongNumber"
        ? { payment_phone: parsed.data.payment_mode === "orange_money" ? "orangeNumber" : "mtnNumber" }
        : { form: outcome.reason };
    return failure(formData, errors);
  }
  // The bag is spent; a bag started since (another cookie) is left alone.
  const spent = (await readCartId(request)) === cart.id;
  throw redirect(`/checkout/confirmation/${outcome.orderId}`, {
    headers: spent ? { "Set-Cookie": await clearCartCookie(request) } : undefined,
  });
}
