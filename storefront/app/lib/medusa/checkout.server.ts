import { FetchError } from "@medusajs/js-sdk";
import { readCartId } from "~/lib/cart/cart-cookie.server";
import { CHECKOUT_CART_FIELDS, CheckoutCartShape, toCheckoutCart, type CheckoutCart } from "~/lib/checkout/checkout-cart";
import { ShippingOptionShape, toDeliveryChoices, type DeliveryChoice } from "~/lib/checkout/delivery-choices";
import { withCardKey } from "~/lib/checkout/card-payment";
import { toPaymentChoices, type PaymentChoice } from "~/lib/checkout/payment-choices";
import { PaymentModesResponse } from "~/lib/checkout/payment-modes-response";
import { env } from "~/lib/env.server";
import type { NewAddress } from "~/lib/checkout/schemas";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { backendJson } from "./backend-fetch.server";
import { getMedusa } from "./client.server";
import { localeHeaders } from "./locale";
import { oncePerPage, type PageRequest } from "./once-per-page.server";

/**
 * Checkout's calls to Medusa's store API, all with the signed-in customer's token: the cart of
 * the `cart` cookie, its delivery options and payment modes, and the writes each checkout form
 * makes. Medusa does the arithmetic (totals, promotions, delivery prices) and keeps the state.
 */

export async function headersFor(request: Request, token: string) {
  return { ...localeHeaders(await detectLanguage(request)), authorization: `Bearer ${token}` };
}

async function retrieveCheckoutCart(request: Request, token: string, cartId: string): Promise<CheckoutCart | null> {
  const sdk = await getMedusa();
  try {
    const { cart } = await sdk.store.cart.retrieve(cartId, { fields: CHECKOUT_CART_FIELDS }, await headersFor(request, token));
    return toCheckoutCart(CheckoutCartShape.parse(cart));
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The bag of this browser as the signed-in customer's cart. A bag filled after signing in was
 * created anonymously: it is handed to the customer here (Medusa then sets its e-mail), so the
 * order is theirs. Null when there is no open bag.
 */
export async function getCheckoutCart(request: Request, token: string): Promise<CheckoutCart | null> {
  const cartId = await readCartId(request);
  if (!cartId) return null;
  const cart = await retrieveCheckoutCart(request, token, cartId);
  if (!cart || cart.completed) return null;
  if (cart.customerId && cart.email) return cart;
  const sdk = await getMedusa();
  await sdk.store.cart.transferCart(cartId, { fields: "id" }, await headersFor(request, token));
  return retrieveCheckoutCart(request, token, cartId);
}

const checkoutCartsByPage = new WeakMap<PageRequest, Promise<CheckoutCart | null>>();

/** `getCheckoutCart` once per page request: the checkout page's loader and the header's badge share it. */
export function getCheckoutCartForPage(request: Request, token: string, page: PageRequest): Promise<CheckoutCart | null> {
  return oncePerPage(checkoutCartsByPage, page, () => getCheckoutCart(request, token));
}

/** The signed-in customer's Medusa id (`/store/customers/me`), which carts and orders refer to. */
export async function getCustomerId(request: Request, token: string): Promise<string> {
  const sdk = await getMedusa();
  const { customer } = await sdk.store.customer.retrieve({ fields: "id" }, await headersFor(request, token));
  return customer.id;
}

/** A cart by id for the customer (a retried "place order"); another customer's cart is null. */
export async function getCustomerCartById(
  request: Request,
  token: string,
  cartId: string,
  customerId: string,
): Promise<CheckoutCart | null> {
  const cart = await retrieveCheckoutCart(request, token, cartId);
  return cart && cart.customerId === customerId ? cart : null;
}

/** The delivery options for the cart's address, each priced for this cart by Medusa. */
export async function listDeliveryChoices(request: Request, token: string, cartId: string): Promise<DeliveryChoice[]> {
  const sdk = await getMedusa();
  const headers = await headersFor(request, token);
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cartId }, headers);
  const priced = await Promise.all(
    shipping_options.map(async (option) => {
      if (option.price_type !== "calculated") return option;
      try {
        const { shipping_option } = await sdk.store.fulfillment.calculate(option.id, { cart_id: cartId }, {}, headers);
        // The calculation answers the price; the listing's `data` (code, promise) stays.
        return { ...option, amount: shipping_option.amount, calculated_price: shipping_option.calculated_price };
      } catch (error) {
        // The provider cannot price this option for this address: it is not offered.
        if (error instanceof FetchError && error.status === 400) return null;
        throw error;
      }
    }),
  );
  return toDeliveryChoices(priced.filter((option) => option !== null).map((option) => ShippingOptionShape.parse(option)));
}

/**
 * All six payment modes for the cart, the unavailable ones with their reason. They depend on the
 * cart's region, not on who asks: no token, which spares the backend its session checks.
 */
export async function listPaymentChoices(request: Request, cartId: string): Promise<PaymentChoice[]> {
  const response = await backendJson(request, "/store/payment-modes", PaymentModesResponse, {
    query: { cart_id: cartId },
  });
  // Card also needs Stripe's publishable key here (docs/decisions/026).
  return withCardKey(toPaymentChoices(response), Boolean(env.STRIPE_PUBLISHABLE_KEY));
}

export interface CartAddressInput extends NewAddress {
  first_name: string;
  last_name: string;
  phone: string;
}

/** Sets both addresses; Medusa then re-prices the cart and drops a delivery that no longer fits. */
export async function setCartAddresses(
  request: Request,
  token: string,
  cartId: string,
  addresses: { shipping: CartAddressInput; billing: CartAddressInput },
): Promise<void> {
  const sdk = await getMedusa();
  await sdk.store.cart.update(
    cartId,
    { shipping_address: addresses.shipping, billing_address: addresses.billing },
    { fields: "id" },
    await headersFor(request, token),
  );
}

export async function setCartDelivery(request: Request, token: string, cartId: string, optionId: string): Promise<void> {
  const sdk = await getMedusa();
  await sdk.store.cart.addShippingMethod(cartId, { option_id: optionId }, { fields: "id" }, await headersFor(request, token));
}

export type PromoOutcome = { ok: true; code: string } | { ok: false; reason: "promoUnknown" | "promoNotApplicable"; code: string };

/**
 * Applies a promotion code. Medusa refuses an unknown code (400); a known code whose rules this
 * cart does not meet is accepted but gives no reduction, so it is taken off again and refused.
 * Codes are tried as typed, then in capitals (codes are usually written so).
 */
export async function applyPromoCode(request: Request, token: string, cartId: string, typed: string): Promise<PromoOutcome> {
  const sdk = await getMedusa();
  const headers = await headersFor(request, token);
  const candidates = [...new Set([typed, typed.toUpperCase()])];
  for (const code of candidates) {
    try {
      const { cart } = await sdk.store.cart.addPromotions(cartId, { promo_codes: [code] }, { fields: "promotions.code" }, headers);
      const applied = (cart.promotions ?? []).some((promotion) => promotion?.code === code);
      if (applied) return { ok: true, code };
      await sdk.store.cart.removePromotions(cartId, { promo_codes: [code] }, { fields: "id" }, headers);
      return { ok: false, reason: "promoNotApplicable", code: typed };
    } catch (error) {
      if (!(error instanceof FetchError) || error.status !== 400) throw error;
    }
  }
  return { ok: false, reason: "promoUnknown", code: typed };
}

export async function removePromoCode(request: Request, token: string, cartId: string, code: string): Promise<void> {
  const sdk = await getMedusa();
  await sdk.store.cart.removePromotions(cartId, { promo_codes: [code] }, { fields: "id" }, await headersFor(request, token));
}

export type PlaceOrderOutcome =
  | { ok: true; orderId: string }
  | { ok: false; reason: "stock" | "cartChanged" | "generic" | "wrongNumber" | "paymentRefused" };

/** Medusa's answer to `POST /store/carts/:id/complete` (also the card page's, once Stripe took the card). */
export async function completeCart(request: Request, token: string, cartId: string): Promise<PlaceOrderOutcome> {
  const sdk = await getMedusa();
  try {
    const result = await sdk.store.cart.complete(cartId, { fields: "id" }, await headersFor(request, token));
    if (result.type === "order") return { ok: true, orderId: result.order.id };
    return { ok: false, reason: "generic" };
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    // Kept for staff reading the logs: the shopper gets a translated, general reason.
    console.warn(`Cart ${cartId} not completed (${error.status}): ${error.message}`);
    if (error.status === 400 && /inventory|stock|quantity/i.test(error.message)) return { ok: false, reason: "stock" };
    if (error.status === 400) return { ok: false, reason: "cartChanged" };
    if (error.status === 409) return { ok: false, reason: "generic" };
    throw error;
  }
}

/**
 * Places the order. Idempotent: Medusa links a completed cart to its order and completing it
 * again answers that same order (under a lock on the cart id), so a double click or a retry
 * never makes two orders. Only an open cart gets its notes and payment session first.
 */
export async function placeOrder(
  request: Request,
  token: string,
  cart: CheckoutCart,
  { providerId, notes, paymentData }: { providerId: string; notes: string; paymentData?: Record<string, unknown> },
): Promise<PlaceOrderOutcome> {
  if (!cart.completed) {
    const sdk = await getMedusa();
    const headers = await headersFor(request, token);
    try {
      await sdk.store.cart.update(cart.id, { metadata: { notes: notes || null } }, { fields: "id" }, headers);
      // A session is made last, once the total is final: Medusa resets sessions when the cart changes.
      const { cart: fresh } = await sdk.store.cart.retrieve(cart.id, { fields: "id,payment_collection.id" }, headers);
      await sdk.store.payment.initiatePaymentSession(fresh, { provider_id: providerId, ...(paymentData ? { data: paymentData } : {}) }, { fields: "id" }, headers);
    } catch (error) {
      // The provider refused the payment's details (a number of another operator): the shopper fixes them.
      if (error instanceof FetchError && error.status === 400 && paymentData) {
        return { ok: false, reason: /valid \w+ number|237 followed/i.test(error.message) ? "wrongNumber" : "paymentRefused" };
      }
      // A concurrent submission may have completed the cart meanwhile: its order is the answer.
      const now = await retrieveCheckoutCart(request, token, cart.id);
      if (!now?.completed) throw error;
    }
  }
  return completeCart(request, token, cart.id);
}
