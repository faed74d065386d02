import { data } from "react-router";
import { ReviewBody } from "@dreamshade/contracts";
import { readSignedInCustomer } from "~/lib/account/session.server";
import { readCartId } from "~/lib/cart/cart-cookie.server";
import { getCartCount } from "~/lib/medusa/cart.server";
import { getReviewEligibility } from "~/lib/medusa/reviews.server";
import { clearPersonalHint } from "~/lib/personal/personal-hint.server";
import type { Personal, ReviewStanding } from "~/lib/personal/personal";
import type { Route } from "./+types/personal";

/**
 * The personal parts of a catalogue page (docs/decisions/040), asked by its script after
 * hydration: who is signed in, the bag's count, and with `?product=` the review form's standing.
 * Tiny, `private, no-store`, never kept by a shared cache. A visitor with neither session nor bag
 * gets the anonymous answer without a backend call, and loses the hint that made their pages ask.
 */

/** Stands for this session without telling anything about it: a hash of its token. */
async function accountMark(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Buffer.from(digest).toString("base64url").slice(0, 16);
}

async function reviewStanding(request: Request, token: string | null, productId: string | null): Promise<ReviewStanding | null> {
  if (!productId) return null;
  if (!token) return "signed_out";
  // The page still shows the sign-in invitation if the backend cannot say.
  const eligibility = await getReviewEligibility(request, token, productId).catch(() => null);
  if (!eligibility) return "signed_out";
  return eligibility.eligible ? "eligible" : eligibility.reason;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = ReviewBody.shape.product_id.safeParse(new URL(request.url).searchParams.get("product"));
  const productId = asked.success ? asked.data : null;
  const [customer, cartId] = await Promise.all([readSignedInCustomer(request), readCartId(request)]);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (!customer && !cartId) headers.append("Set-Cookie", clearPersonalHint(request));

  const [cart, review] = await Promise.all([
    // A backend failure costs the badge, not the page.
    cartId ? getCartCount(request, context).catch(() => ({ count: 0, setCookie: null })) : { count: 0, setCookie: null },
    reviewStanding(request, customer?.token ?? null, productId),
  ]);
  if (cart.setCookie) headers.append("Set-Cookie", cart.setCookie);
  const personal: Personal = {
    account: customer ? await accountMark(customer.token) : null,
    customer: customer ? { firstName: customer.firstName } : null,
    cartCount: cart.count,
    review,
  };
  return data(personal, { headers });
}
