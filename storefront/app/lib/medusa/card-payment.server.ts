import { z } from "zod";
import type { CheckoutCart } from "~/lib/checkout/checkout-cart";
import { env } from "~/lib/env.server";
import { getMedusa } from "./client.server";
import { headersFor } from "./checkout.server";

/**
 * The card mode's calls to Medusa (docs/decisions/026): the cart's payment session with Medusa's
 * Stripe provider, whose `data` is Stripe's payment intent. Its client secret lets the browser
 * confirm that one intent, for the amount the backend set, and nothing else.
 */

export const CARD_PROVIDER_ID = "pp_stripe_stripe";

const CardSessionShape = z.object({
  id: z.string(),
  provider_id: z.string(),
  status: z.string(),
  data: z.object({ id: z.string(), client_secret: z.string(), status: z.string().optional() }).passthrough(),
});
const CartSessionsShape = z.object({
  payment_collection: z.object({ payment_sessions: z.array(z.unknown()).nullish() }).nullish(),
});

export interface CardSession {
  sessionId: string;
  intentId: string;
  clientSecret: string;
}

/** Card can be offered: the backend has the provider (checked by the caller) and the storefront Stripe's public key. */
export function cardConfigured(): boolean {
  return Boolean(env.STRIPE_PUBLISHABLE_KEY);
}

/** The cart's open card session (a payment intent not yet paid or abandoned), or null. */
export async function getCardSession(request: Request, token: string, cartId: string): Promise<CardSession | null> {
  const sdk = await getMedusa();
  const { cart } = await sdk.store.cart.retrieve(
    cartId,
    { fields: "id,payment_collection.payment_sessions.*" },
    await headersFor(request, token),
  );
  const sessions = CartSessionsShape.parse(cart).payment_collection?.payment_sessions ?? [];
  for (const candidate of sessions) {
    const session = CardSessionShape.safeParse(candidate);
    if (!session.success || session.data.provider_id !== CARD_PROVIDER_ID) continue;
    if (session.data.data.status === "canceled") continue;
    return { sessionId: session.data.id, intentId: session.data.data.id, clientSecret: session.data.data.client_secret };
  }
  return null;
}

/**
 * Saves the notes and makes the card session, or keeps the one already made: Medusa deletes a
 * cart's sessions when its total changes, so a session still there is for today's total, and
 * keeping it means one payment intent however often the shopper comes back to the card page.
 */
export async function startCardPayment(request: Request, token: string, cart: CheckoutCart, notes: string): Promise<CardSession> {
  const sdk = await getMedusa();
  const headers = await headersFor(request, token);
  if (notes !== cart.notes) await sdk.store.cart.update(cart.id, { metadata: { notes: notes || null } }, { fields: "id" }, headers);
  const existing = await getCardSession(request, token, cart.id);
  if (existing) return existing;
  const { cart: fresh } = await sdk.store.cart.retrieve(cart.id, { fields: "id,payment_collection.id" }, headers);
  await sdk.store.payment.initiatePaymentSession(fresh, { provider_id: CARD_PROVIDER_ID }, { fields: "id" }, headers);
  const made = await getCardSession(request, token, cart.id);
  if (!made) throw new Error(`Cart ${cart.id}: Medusa made no card payment session.`);
  return made;
}
