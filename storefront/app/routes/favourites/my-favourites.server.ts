import { redirect } from "react-router";
import { withCustomer } from "~/lib/account/customer-session.server";
import { flashMessage, getCustomerToken } from "~/lib/account/session.server";
import {
  addOutcomeMessage,
  type FavouriteForm,
  removeOutcomeMessage,
} from "~/lib/favourites/favourite-outcome";
import { favouritesListPath } from "~/lib/favourites/favourites-path";
import {
  RESUME_PENDING_FAVOURITE_PATH,
  rememberPendingFavourite,
  takePendingFavourite,
} from "~/lib/favourites/pending-favourite.server";
import { addFavourite, FavouritesApiError, type FavouriteFailure, removeFavourite } from "~/lib/medusa/favourites.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/** The favourites route's writes; each ends in a redirect carrying a one-time message. */

/** The API's error code, or null on success; a 401 still ends the session (withCustomer). */
async function attempt(request: Request, work: (token: string) => Promise<void>): Promise<FavouriteFailure | null> {
  try {
    await withCustomer(request, work);
    return null;
  } catch (error) {
    if (error instanceof FavouritesApiError) return error.code;
    if (error instanceof Response) throw error;
    console.warn("Favourites call failed", error);
    return "unknown";
  }
}

function redirectWithCookies(to: string, cookies: (string | null)[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return redirect(to, { status: 303, headers });
}

/**
 * "Add to favourites" from a product page or card. Anonymous: remember the add, say "Please
 * login before adding to favorite" and open the login screen, which comes back here to finish.
 */
export async function addFromForm(request: Request, form: Extract<FavouriteForm, { intent: "add" }>): Promise<Response> {
  const returnTo = safeRedirectPath(form.redirectTo, "/my-favourites");
  if (!(await getCustomerToken(request))) {
    return redirectWithCookies(`/login?${new URLSearchParams({ returnUrl: RESUME_PENDING_FAVOURITE_PATH })}`, [
      await rememberPendingFavourite({ productId: form.productId, returnTo }, request),
      await flashMessage(request, "favouriteLoginRequired"),
    ]);
  }
  const code = await attempt(request, (token) => addFavourite(request, token, form.productId));
  return redirectWithCookies(returnTo, [await flashMessage(request, addOutcomeMessage(code))]);
}

export async function removeFromForm(
  request: Request,
  form: Extract<FavouriteForm, { intent: "remove" }>,
): Promise<Response> {
  const code = await attempt(request, (token) => removeFavourite(request, token, form.favouriteId));
  return redirectWithCookies(favouritesListPath(form.page), [await flashMessage(request, removeOutcomeMessage(code))]);
}

/** Just signed in after an anonymous add: add it now and go back to the page it came from. */
export async function resumePendingFavourite(request: Request): Promise<Response> {
  const { pending, setCookie } = await takePendingFavourite(request);
  if (!pending) return redirectWithCookies("/my-favourites", [setCookie]);
  const code = await attempt(request, (token) => addFavourite(request, token, pending.productId));
  return redirectWithCookies(pending.returnTo, [setCookie, await flashMessage(request, addOutcomeMessage(code))]);
}

/** A form that does not parse (only a tampered one): nothing done, and the shopper is told so. */
export async function refuseForm(request: Request): Promise<Response> {
  return redirectWithCookies("/my-favourites", [await flashMessage(request, "favouriteAddFailed")]);
}
