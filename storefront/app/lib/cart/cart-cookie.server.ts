import { createCookie } from "react-router";
import { env } from "~/lib/env.server";
import { isSecureRequest } from "~/lib/i18n/language-cookie.server";

/**
 * The shopper's Medusa cart id (DESIGN.md: the cart lives in a cookie, never in local storage).
 * Signed so nobody can swap in another id; httpOnly because only the server talks to Medusa;
 * Secure when the shop is served over https (decision 006). Medusa keeps carts indefinitely,
 * so the cookie lasts as long as a returning shopper would expect the bag to.
 */
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 90;

export const cartCookie = createCookie("cart", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: CART_COOKIE_MAX_AGE,
  secrets: [env.SESSION_SECRET],
});

/** The cart id the browser holds, or null (none, tampered with, or not a cart id). */
export async function readCartId(request: Request): Promise<string | null> {
  const value: unknown = await cartCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.startsWith("cart_") ? value : null;
}

export function serializeCartId(cartId: string, request: Request): Promise<string> {
  return cartCookie.serialize(cartId, { secure: isSecureRequest(request) });
}

/** A Set-Cookie value that forgets the cart (a stale id; or sign-out, for the accounts work). */
export function clearCartCookie(request: Request): Promise<string> {
  return cartCookie.serialize("", { secure: isSecureRequest(request), maxAge: 0 });
}
