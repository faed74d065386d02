import { getCartCount } from "~/lib/medusa/cart.server";
import type { PageRequest } from "~/lib/medusa/once-per-page.server";
import { takeCartFlash, type CartFlash } from "./cart-flash.server";

/** What every page's header needs about the bag (root loader data). */
export interface CartHeaderData {
  /** Units in the bag; 0 without a bag. */
  count: number;
  /** The outcome of the last cart form posted without JavaScript. */
  flash: CartFlash | null;
}

/**
 * The badge's count and the flash, with the Set-Cookie values to send. No backend call without
 * a cart cookie. A backend failure costs only the badge, not the page.
 */
export async function loadCartHeader(request: Request, page: PageRequest): Promise<{ data: CartHeaderData; setCookies: string[] }> {
  const [state, { flash, setCookie: flashCookie }] = await Promise.all([
    getCartCount(request, page).catch((error: unknown) => {
      console.error("Cart unavailable:", error);
      return { count: 0, setCookie: null };
    }),
    takeCartFlash(request),
  ]);
  const setCookies = [state.setCookie, flashCookie].filter((value): value is string => value !== null);
  return { data: { count: state.count, flash }, setCookies };
}
