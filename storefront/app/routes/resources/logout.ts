import { redirect } from "react-router";
import { endCustomerSession, getCustomerToken } from "~/lib/account/session.server";
import { clearCartCookie } from "~/lib/cart/cart-cookie.server";
import { backendFetch } from "~/lib/medusa/backend-fetch.server";
import type { Route } from "./+types/logout";

/**
 * Logout is a POST form (header, profile page): the backend ends this session (its token no longer
 * works anywhere) and the session cookie loses the token. The bag goes too: once signed in it is the
 * account's (its e-mail and addresses), not the next person's on the same phone. A GET only goes
 * home, so a link or a prefetch can never sign anyone out.
 */
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const token = await getCustomerToken(request);
  // The shopper is signed out here whatever the backend answers (already ended, unreachable).
  if (token) await backendFetch(request, "/store/account/logout", { method: "POST", token }).catch(() => undefined);
  const signedOut = await endCustomerSession(request, { flash: "signedOut" });
  signedOut.headers.append("Set-Cookie", await clearCartCookie(request));
  return signedOut;
}
