import { redirect, redirectDocument } from "react-router";
import type { z } from "zod";
import type { CheckoutAnswer, CheckoutFieldErrors } from "~/components/checkout/checkout-messages";
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
  type CheckoutMessage,
} from "~/lib/checkout/schemas";
import { isMobileMoneyMode } from "@dreamshade/contracts";
import { CARD_PAGE_PATH } from "~/lib/checkout/card-payment";
import { startCardPayment } from "~/lib/medusa/card-payment.server";
import { getAccount } from "~/lib/medusa/customer-account.server";
import { sendToPayPal } from "~/lib/medusa/paypal.server";
import { createAddress, listAddresses } from "~/lib/medusa/customer-addresses.server";
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

const KNOWN_MESSAGES = new Set<string>([
  "required",
  "tooLong",
  "selectDeliveryAddress",
  "selectDelivery",
  "selectPayment",
  "promoRequired",
  "promoUnknown",
  "generic",
  "mobileNumberRequired",
  "mtnNumber",
  "orangeNumber",
] satisfies CheckoutMessage[]);

function typedValues(formData: FormData): Record<string, string> {
  return Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

function failure(intent: string, formData: FormData, errors: CheckoutFieldErrors, extra: Partial<CheckoutAnswer> = {}): CheckoutAnswer {
  return { ok: false, intent, errors, values: typedValues(formData), ...extra };
}

function parse<S extends z.ZodType>(schema: S, intent: string, formData: FormData) {
  const result = schema.safeParse(typedValues(formData));
  if (result.success) return { ok: true as const, data: result.data as z.output<S> };
  const errors: CheckoutFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "form";
    errors[field] ??= (KNOWN_MESSAGES.has(issue.message) ? issue.message : "generic") as CheckoutMessage;
  }
  return { ok: false as const, answer: failure(intent, formData, errors) };
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
  const parsed = parse(AddressesSchema, "addresses", formData);
  if (!parsed.ok) return parsed.answer;
  const [saved, account] = await Promise.all([listAddresses(token), getAccount(request, token)]);
  const person = { first_name: account.firstName, last_name: account.lastName, phone: account.phone };

  const resolve = (pick: AddressPick): CartAddressInput | null => {
    if (pick.kind === "new") return { ...person, ...pick.address };
    const address = saved.find((candidate) => candidate.id === pick.id);
    return address ? { ...person, country_code: address.countryCode, city: address.city, address_1: address.street } : null;
  };
  const shipping = resolve(parsed.data.shipping);
  if (!shipping) return failure("addresses", formData, { shipping_address_id: "addressUnknown" });
  const billing = parsed.data.billing === "same" ? shipping : resolve(parsed.data.billing);
  if (!billing) return failure("addresses", formData, { billing_address_id: "addressUnknown" });

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
  const parsed = parse(DeliverySchema, "delivery", formData);
  if (!parsed.ok) return parsed.answer;
  const choices = await listDeliveryChoices(request, token, cart.id);
  if (!choices.some((choice) => choice.id === parsed.data.shipping_option_id)) {
    return failure("delivery", formData, { shipping_option_id: "deliveryUnavailable" });
  }
  await setCartDelivery(request, token, cart.id, parsed.data.shipping_option_id);
  return { ok: true, intent: "delivery" };
}

export async function applyPromo({ request, token, cart, formData }: ActionContext): Promise<CheckoutAnswer> {
  const parsed = parse(PromoApplySchema, "promo-apply", formData);
  if (!parsed.ok) return parsed.answer;
  const outcome = await applyPromoCode(request, token, cart.id, parsed.data.promo_code);
  if (!outcome.ok) return failure("promo-apply", formData, { promo_code: outcome.reason }, { promoCode: outcome.code });
  return { ok: true, intent: "promo-apply", notice: "applied", promoCode: outcome.code };
}

export async function removePromo({ request, token, cart, formData }: ActionContext): Promise<CheckoutAnswer> {
  const parsed = parse(PromoRemoveSchema, "promo-remove", formData);
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
  const parsed = parse(PlaceOrderSchema, "place-order", formData);
  if (!parsed.ok) return parsed.answer;
  const cart = await getCustomerCartById(request, token, parsed.data.cart_id, await getCustomerId(request, token));
  if (!cart) return failure("place-order", formData, { form: "cartChanged" });

  let providerId = "";
  if (!cart.completed) {
    if (!cart.shippingAddress) return failure("place-order", formData, { form: "selectDeliveryAddress" });
    if (!cart.shippingOptionId) return failure("place-order", formData, { form: "selectDelivery" });
    const choices = await listPaymentChoices(request, token, cart.id);
    const choice = choices.find((candidate) => candidate.code === parsed.data.payment_mode);
    if (!choice?.available || !choice.providerId) return failure("place-order", formData, { payment_mode: "paymentUnavailable" });
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
    return failure("place-order", formData, errors);
  }
  // The bag is spent; a bag started since (another cookie) is left alone.
  const spent = (await readCartId(request)) === cart.id;
  throw redirect(`/checkout/confirmation/${outcome.orderId}`, {
    headers: spent ? { "Set-Cookie": await clearCartCookie(request) } : undefined,
  });
}
