import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CART_ACTION_PATH } from "./optimistic-cart";

/**
 * For pages whose data a bag change cannot alter (home, shop, product: adding does not reserve
 * stock): after a cart fetcher only the root (badge) and the cart page reload, so the answer
 * shows sooner and the backend does less.
 */
export function unlessCartChange({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formAction === CART_ACTION_PATH ? false : defaultShouldRevalidate;
}
