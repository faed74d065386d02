import { FetchError } from "@medusajs/js-sdk";
import { getCustomerToken } from "~/lib/account/session.server";
import { clearCartCookie, readCartId, serializeCartId } from "~/lib/cart/cart-cookie.server";
import { CART_FIELDS, CartCountSchema, StoreCartSchema, toCart, type Cart } from "~/lib/cart/cart-model";
import { stockProblem, type CartProblem } from "~/lib/cart/cart-problem";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import type { Language } from "~/lib/i18n/languages";
import { findPurchasableVariant } from "./cart-variant.server";
import { getMedusa } from "./client.server";
import { getCheckoutCartForPage } from "./checkout.server";
import { localeHeaders, toMedusaLocale } from "./locale";
import { oncePerPage, type PageRequest } from "./once-per-page.server";
import { getShopRegion } from "./regions.server";

/**
 * The shopper's bag: a Medusa cart whose id lives in the `cart` cookie. Created on the first
 * add, in the Cameroon region. An id Medusa no longer knows, or a completed cart, is dropped
 * quietly (the caller sends `setCookie` to forget it).
 */
export interface CartState {
  cart: Cart | null;
  /** A Set-Cookie value the response must carry (new cart, or a stale id forgotten), else null. */
  setCookie: string | null;
}

/**
 * The outcome of a change. The bag itself is not part of it: the pages' loaders read it again
 * after the action, so each write asks Medusa for the cart's id only, not its totals again.
 */
export type CartChange =
  | { ok: true; added?: { title: string; quantity: number }; setCookie: string | null }
  | { ok: false; problem: CartProblem; setCookie: string | null };

/** The root loader (badge) and the cart page ask in the same page request: one backend call serves both. */
const cartsByPage = new WeakMap<PageRequest, Promise<CartState>>();

function getCartOfPage(request: Request, page: PageRequest): Promise<CartState> {
  return oncePerPage(cartsByPage, page, () => getCart(request));
}

export async function getCart(request: Request): Promise<CartState> {
  const cartId = await readCartId(request);
  if (!cartId) return { cart: null, setCookie: null };
  const cart = await retrieveCart(cartId, await detectLanguage(request));
  return cart ? { cart, setCookie: null } : { cart: null, setCookie: await clearCartCookie(request) };
}

async function retrieveCart(cartId: string, language: Language): Promise<Cart | null> {
  const sdk = await getMedusa();
  try {
    const { cart } = await sdk.store.cart.retrieve(cartId, { fields: CART_FIELDS }, localeHeaders(language));
    const parsed = StoreCartSchema.parse(cart);
    return parsed.completed_at ? null : toCart(parsed);
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null;
    throw error;
  }
}

/** What the header's badge shows: the units in the bag. */
export interface CartCount {
  count: number;
  setCookie: string | null;
}

/** The badge reads the lines' quantities only: Medusa's totals are for the pages that show them. */
const BADGE_FIELDS = "id,completed_at,items.quantity";

/** The badge's count for a page. On the cart and checkout pages it comes from the page's own read of the whole bag. */
export function getCartCount(request: Request, page: PageRequest): Promise<CartCount> {
  const path = new URL(request.url).pathname;
  if (path === "/cart") {
    return getCartOfPage(request, page).then(({ cart, setCookie }) => ({ count: cart?.totalItems ?? 0, setCookie }));
  }
  if (path === "/checkout") return countFromCheckout(request, page);
  return loadCartCount(request);
}

/**
 * Checkout reads the signed-in customer's bag with their token. Without a token, or without an
 * open bag there (none, completed, refused), the badge reads its own, which forgets a spent id.
 */
async function countFromCheckout(request: Request, page: PageRequest): Promise<CartCount> {
  const token = await getCustomerToken(request);
  const cart = token ? await getCheckoutCartForPage(request, token, page).catch(() => null) : null;
  if (!cart) return loadCartCount(request);
  return { count: cart.summary.itemCount, setCookie: null };
}

async function loadCartCount(request: Request): Promise<CartCount> {
  const cartId = await readCartId(request);
  if (!cartId) return { count: 0, setCookie: null };
  const sdk = await getMedusa();
  try {
    const { cart } = await sdk.store.cart.retrieve(cartId, { fields: BADGE_FIELDS });
    const parsed = CartCountSchema.parse(cart);
    if (parsed.completed_at) return { count: 0, setCookie: await clearCartCookie(request) };
    return { count: (parsed.items ?? []).reduce((sum, line) => sum + line.quantity, 0), setCookie: null };
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return { count: 0, setCookie: await clearCartCookie(request) };
    throw error;
  }
}

/**
 * The cart for its own page, its lines named in the page's language: Medusa names lines in the
 * cart's locale when they are added and renames them all when that locale changes.
 */
export async function getCartForPage(request: Request, page: PageRequest): Promise<CartState> {
  const [state, language] = await Promise.all([getCartOfPage(request, page), detectLanguage(request)]);
  const locale = toMedusaLocale(language);
  if (!state.cart || state.cart.items.length === 0 || state.cart.locale === locale) return state;
  const sdk = await getMedusa();
  const { cart } = await sdk.store.cart.update(state.cart.id, { locale }, { fields: CART_FIELDS }, localeHeaders(language));
  return { ...state, cart: toCart(StoreCartSchema.parse(cart)) };
}

async function createCart(language: Language): Promise<string> {
  const [sdk, region] = await Promise.all([getMedusa(), getShopRegion()]);
  const { cart } = await sdk.store.cart.create(
    { region_id: region.id, locale: toMedusaLocale(language) },
    { fields: "id" },
    localeHeaders(language),
  );
  return cart.id;
}

/**
 * The backend refused a change (409 `out_of_stock`, or a 400 for another rule): the stock may have
 * moved since we looked. Say how much is left.
 */
async function refusalProblem(
  error: unknown,
  recheck: () => Promise<CartProblem | null>,
): Promise<CartProblem> {
  if (!(error instanceof FetchError) || (error.status !== 400 && error.status !== 409)) throw error;
  return (await recheck()) ?? { code: "failed" };
}

/** Puts `quantity` of a product in the bag (creating the bag if need be), within the stock. */
export async function addToCart(
  request: Request,
  { productId, quantity }: { productId: string; quantity: number },
): Promise<CartChange> {
  const language = await detectLanguage(request);
  const [state, variant] = await Promise.all([getCart(request), findPurchasableVariant(productId, language)]);
  let { setCookie } = state;
  if (!variant || variant.price === null) return { ok: false, problem: { code: "unavailable" }, setCookie };

  const inBag = (state.cart?.items ?? [])
    .filter((line) => line.variantId === variant.variantId)
    .reduce((sum, line) => sum + line.quantity, 0);
  const problem = stockProblem(variant.available, inBag + quantity, inBag);
  if (problem) return { ok: false, problem, setCookie };

  let cartId = state.cart?.id;
  if (!cartId) {
    cartId = await createCart(language);
    setCookie = await serializeCartId(cartId, request);
  }
  const sdk = await getMedusa();
  try {
    await sdk.store.cart.createLineItem(cartId, { variant_id: variant.variantId, quantity }, { fields: "id" }, localeHeaders(language));
    return { ok: true, added: { title: variant.productTitle, quantity }, setCookie };
  } catch (error) {
    const refused = await refusalProblem(error, async () => {
      const fresh = await findPurchasableVariant(productId, language);
      // Unlimited stock (null) explains no refusal; a product gone is no longer for sale.
      return fresh ? stockProblem(fresh.available, inBag + quantity, inBag) : { code: "unavailable" };
    });
    return { ok: false, problem: refused, setCookie };
  }
}

/** Sets a bag line's quantity; more units are checked against the stock first. */
export async function updateCartLine(
  request: Request,
  { lineId, quantity }: { lineId: string; quantity: number },
): Promise<CartChange> {
  const language = await detectLanguage(request);
  const state = await getCart(request);
  const { setCookie } = state;
  const line = state.cart?.items.find((candidate) => candidate.id === lineId);
  if (!state.cart || !line) return { ok: false, problem: { code: "lineGone" }, setCookie };

  const stockFor = async () => {
    const variant = line.productId
      ? await findPurchasableVariant(line.productId, language, line.variantId ?? undefined)
      : null;
    return variant ? stockProblem(variant.available, quantity) : { code: "unavailable" as const };
  };
  // Fewer units never need stock: a shopper may always lower a quantity.
  if (quantity > line.quantity) {
    const problem = await stockFor();
    if (problem) return { ok: false, problem, setCookie };
  }
  const sdk = await getMedusa();
  try {
    await sdk.store.cart.updateLineItem(state.cart.id, lineId, { quantity }, { fields: "id" }, localeHeaders(language));
    return { ok: true, setCookie };
  } catch (error) {
    return { ok: false, problem: await refusalProblem(error, stockFor), setCookie };
  }
}

/** Takes a line out of the bag. A line already gone is not an error: the bag is as asked. */
export async function removeCartLine(request: Request, { lineId }: { lineId: string }): Promise<CartChange> {
  const language = await detectLanguage(request);
  const state = await getCart(request);
  const { setCookie } = state;
  if (!state.cart) return { ok: false, problem: { code: "lineGone" }, setCookie };
  if (!state.cart.items.some((line) => line.id === lineId)) return { ok: true, setCookie };
  const sdk = await getMedusa();
  await sdk.store.cart.deleteLineItem(state.cart.id, lineId, { fields: "id" }, localeHeaders(language));
  return { ok: true, setCookie };
}

/**
 * For sign-in and registration: hands the anonymous bag of this browser to the customer whose
 * Medusa token is given (Medusa's `POST /store/carts/:id/customer`), so it is theirs at checkout.
 * Nothing to do without a bag; a bag Medusa no longer knows is ignored (the next page forgets
 * it). Any other failure is thrown: the caller decides whether sign-in goes on without it.
 */
export async function attachCartToCustomer(request: Request, customerToken: string): Promise<void> {
  const cartId = await readCartId(request);
  if (!cartId) return;
  const [sdk, language] = await Promise.all([getMedusa(), detectLanguage(request)]);
  try {
    await sdk.store.cart.transferCart(
      cartId,
      { fields: "id" },
      { ...localeHeaders(language), authorization: `Bearer ${customerToken}` },
    );
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return;
    throw error;
  }
}
