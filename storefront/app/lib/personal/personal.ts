import type { ReviewIneligibleReason } from "@dreamshade/contracts";

/**
 * What belongs to the shopper on a catalogue page (docs/decisions/040): who is signed in, how many
 * units the bag holds, and where they stand with the product's review form. The page's HTML is
 * the same for everyone; the client asks `/resources/personal` for these after hydration.
 */

export const PERSONAL_PATH = "/resources/personal";

/**
 * A readable cookie holding no data ("1"), set beside the session or the bag: only a browser that
 * has one asks for its personal parts, so an anonymous visitor's page costs no second request.
 */
export const PERSONAL_HINT_COOKIE = "ds_personal";

/** A product page's review form, for this shopper: signed out, or what the backend says of them. */
export type ReviewStanding = "signed_out" | "eligible" | ReviewIneligibleReason;

export interface Personal {
  /**
   * Stands for the signed-in session, changes at every login and says nothing about who it is
   * (a hash): the service worker forgets the account's kept pages when it changes.
   */
  account: string | null;
  customer: { firstName: string } | null;
  /** Units in the bag. */
  cartCount: number;
  /** Asked with `?product=`: that product's review form; else null. */
  review: ReviewStanding | null;
}

export const ANONYMOUS: Personal = { account: null, customer: null, cartCount: 0, review: null };

/** Where a page asks for its personal parts; a product page adds its product for the review form. */
export function personalUrl(productId: string | null): string {
  return productId ? `${PERSONAL_PATH}?${new URLSearchParams({ product: productId })}` : PERSONAL_PATH;
}
