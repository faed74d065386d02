import { redirect } from "react-router";
import { withCustomer } from "~/lib/account/customer-session.server";
import { clearCartCookie, readCartId } from "~/lib/cart/cart-cookie.server";
import { CARD_PAGE_PATH, returnErrorKey } from "~/lib/checkout/card-payment";
import { completeCart, getCustomerCartById, getCustomerId } from "~/lib/medusa/checkout.server";
import type { Route } from "./+types/card-return";

/**
 * `/checkout/card/return?cart_id=…` (login required), where Stripe sends the shopper after 3-D
 * Secure and the card page goes once Stripe took the card. Nothing in the address is trusted:
 * completing the cart makes Medusa ask Stripe whether the intent is paid. Paid: the order's
 * confirmation (the same order if Stripe's webhook placed it first). Not paid: back to the card
 * page, which says why. Another customer's cart is sent to their own checkout.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cartId = url.searchParams.get("cart_id") ?? "";
  return withCustomer(request, async (token) => {
    const cart = /^cart_\w+$/.test(cartId) ? await getCustomerCartById(request, token, cartId, await getCustomerId(request, token)) : null;
    if (!cart) throw redirect("/checkout");
    const outcome = await completeCart(request, token, cart.id);
    if (!outcome.ok) throw redirect(`${CARD_PAGE_PATH}?error=${returnErrorKey(url.searchParams.get("redirect_status"))}`);
    // The bag is spent; a bag started since (another cookie) is left alone.
    const spent = (await readCartId(request)) === cart.id;
    throw redirect(`/checkout/confirmation/${outcome.orderId}`, {
      headers: spent ? { "Set-Cookie": await clearCartCookie(request) } : undefined,
    });
  });
}
