import { createCookie } from "react-router";
import { FavouriteRecordId } from "@dreamshade/contracts";
import { z } from "zod";
import { env } from "~/lib/env.server";
import { isSecureRequest } from "~/lib/i18n/language-cookie.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * An anonymous visitor's "add to favourites", kept while they log in: the product and the page
 * to come back to. Signed, httpOnly, half an hour. Only our own form's POST sets it, and only
 * `/my-favourites?resume=1` after login spends it, so a link alone can add nothing.
 */
export interface PendingFavourite {
  productId: string;
  /** A same-site path (checked again when read). */
  returnTo: string;
}

/** Where the login screen sends the shopper once signed in, to finish the add. */
export const RESUME_PENDING_FAVOURITE_PATH = "/my-favourites?resume=1";

const PendingFavouriteSchema = z.object({
  productId: FavouriteRecordId,
  returnTo: z.string().max(2000),
});

const pendingFavouriteCookie = createCookie("pending_favourite", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 30 * 60,
  secrets: [env.SESSION_SECRET],
});

export function rememberPendingFavourite(pending: PendingFavourite, request: Request): Promise<string> {
  return pendingFavouriteCookie.serialize(pending, { secure: isSecureRequest(request) });
}

/** The pending add, if any, and the Set-Cookie that forgets it (it is used once). */
export async function takePendingFavourite(
  request: Request,
): Promise<{ pending: PendingFavourite | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("pending_favourite=")) return { pending: null, setCookie: null };
  const parsed = PendingFavouriteSchema.safeParse(await pendingFavouriteCookie.parse(cookieHeader));
  const setCookie = await pendingFavouriteCookie.serialize("", { secure: isSecureRequest(request), maxAge: 0 });
  if (!parsed.success) return { pending: null, setCookie };
  return { pending: { ...parsed.data, returnTo: safeRedirectPath(parsed.data.returnTo, "/my-favourites") }, setCookie };
}
