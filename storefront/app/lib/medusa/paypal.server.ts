import { FetchError } from "@medusajs/js-sdk";
import { redirect } from "react-router";
import { z } from "zod";
import { clearCartCookie, readCartId } from "~/lib/cart/cart-cookie.server";
import type { CheckoutCart } from "~/lib/checkout/checkout-cart";
import { PAYPAL_NOTICES, type PayPalNotice } from "~/lib/checkout/paypal";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { getMedusa } from "./client.server";
import { localeHeaders } from "./locale";

/**
 * PayPal at checkout (plugins/paypal, docs/decisions/024): the trip to PayPal's approval page,
 * and the way back, which completes the cart (the backend captures the approved PayPal order while
 * Medusa places the order).
 */

async function headersFor(request: Request, token: string) {
  return { ...localeHeaders(await detectLanguage(request)), authorization: `Bearer ${token}` };
}

/** The PayPal transaction as the payment session's `data` holds it (only what the shop reads here). */
const Session = z.object({
  id: z.string(),
  provider_id: z.string(),
  data: z
    .object({ gateway: z.literal("paypal"), order_id: z.string(), approve_url: z.string().url(), status: z.string() })
    .passthrough()
    .nullish()
    .catch(null),
});
const SESSION_FIELDS = "id,completed_at,customer.id,payment_collection.payment_sessions.id,payment_collection.payment_sessions.provider_id,payment_collection.payment_sessions.data";
const CartSessions = z.object({
  id: z.string(),
  completed_at: z.union([z.string(), z.date()]).nullish(),
  customer: z.object({ id: z.string() }).nullish(),
  payment_collection: z.object({ payment_sessions: z.array(Session).nullish() }).nullish(),
});

/** The cart's PayPal session, or the one for PayPal order `orderId` (an earlier trip to PayPal may have left another). */
const payPalSessionOf = (cart: z.infer<typeof CartSessions>, orderId?: string) =>
  (cart.payment_collection?.payment_sessions ?? [])
    .filter((session) => session.data?.gateway === "paypal" && (orderId === undefined || session.data.order_id === orderId))
    .at(-1) ?? null;

/**
 * "Place my order" with PayPal: the notes are saved, the PayPal session made (the backend creates
 * the PayPal order in euros) and the shopper sent to PayPal to approve. Nothing is ordered yet.
 */
export async function sendToPayPal(request: Request, token: string, cart: CheckoutCart, { providerId, notes }: { providerId: string; notes: string }): Promise<never> {
  const sdk = await getMedusa();
  const headers = await headersFor(request, token);
  await sdk.store.cart.update(cart.id, { metadata: { notes: notes || null } }, { fields: "id" }, headers);
  const { cart: fresh } = await sdk.store.cart.retrieve(cart.id, { fields: "id,payment_collection.id" }, headers);
  await sdk.store.payment.initiatePaymentSession(fresh, { provider_id: providerId, data: { locale: await detectLanguage(request) } }, { fields: "id" }, headers);
  const { cart: withSession } = await sdk.store.cart.retrieve(cart.id, { fields: SESSION_FIELDS }, headers);
  const session = payPalSessionOf(CartSessions.parse(withSession));
  if (!session?.data) throw new Error(`Cart ${cart.id}: no PayPal session after creating one`);
  throw redirect(session.data.approve_url);
}

const backToCheckout = (notice: PayPalNotice) => redirect(`/checkout?paypal=${PAYPAL_NOTICES[notice]}`);

/**
 * PayPal sent the shopper back (`?token=` is PayPal's order id). The bag must be this customer's
 * and hold a PayPal session; completing the cart then captures that session's PayPal order, and
 * only if it was approved. Paid (or already placed by PayPal's webhook): the confirmation.
 * Declined or not approved: back to PayPal, as PayPal advises. Otherwise back to checkout, the bag
 * intact, with a message.
 */
export async function returnFromPayPal(request: Request, token: string, payPalOrderId: string): Promise<never> {
  const cartId = await readCartId(request);
  if (!cartId || !/^[A-Z0-9-]{1,64}$/i.test(payPalOrderId)) throw backToCheckout("changed");
  const sdk = await getMedusa();
  const headers = await headersFor(request, token);
  const { customer } = await sdk.store.customer.retrieve({ fields: "id" }, headers);
  const read = async () => CartSessions.parse((await sdk.store.cart.retrieve(cartId, { fields: SESSION_FIELDS }, headers)).cart);
  const cart = await read();
  // Completing captures only the cart's own PayPal order, and only once the shopper approved it.
  if (cart.customer?.id !== customer.id || (!cart.completed_at && !payPalSessionOf(cart))) throw backToCheckout("changed");

  const complete = async (): Promise<string | null> => {
    try {
      const result = await sdk.store.cart.complete(cartId, { fields: "id" }, headers);
      return result.type === "order" ? result.order.id : null;
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      // Kept for staff reading the logs: the shopper gets a translated reason.
      console.warn(`PayPal return for cart ${cartId} (${error.status}): ${error.message}`);
      if (error.status === 400 && /inventory|stock|quantity/i.test(error.message)) throw backToCheckout("stock");
      return null;
    }
  };
  let orderId = await complete();
  if (!orderId) {
    const now = await read();
    // PayPal's webhook placed the order meanwhile: completing again answers it.
    if (now.completed_at) orderId = await complete();
    else {
      const session = payPalSessionOf(now, payPalOrderId) ?? payPalSessionOf(now);
      if (session?.data && ["created", "declined"].includes(session.data.status)) throw redirect(session.data.approve_url);
    }
  }
  if (!orderId) throw backToCheckout("failed");
  throw redirect(`/checkout/confirmation/${orderId}`, { headers: { "Set-Cookie": await clearCartCookie(request) } });
}
