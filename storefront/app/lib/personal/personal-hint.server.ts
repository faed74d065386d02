import { isSecureRequest } from "~/lib/i18n/language-cookie.server";
import { lacksPersonalHint } from "~/lib/security/cache-control.server";
import { PERSONAL_HINT_COOKIE } from "./personal";

/** As long as the bag's cookie: the hint outlives neither the session nor the bag by much. */
const HINT_MAX_AGE = 60 * 60 * 24 * 90;

function hintCookie(request: Request, value: string, maxAge: number): string {
  // Readable by the page's script on purpose (not httpOnly): it holds nothing but "1".
  return `${PERSONAL_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${isSecureRequest(request) ? "; Secure" : ""}`;
}

/**
 * A page or data answer to a shopper whose session or bag came without the hint sets it (the
 * answer is then private: cache-control.server.ts). The next page's script sees it and asks for
 * the personal parts. Nothing else has to remember to set it when it starts a session or a bag.
 */
export function appendPersonalHint(request: Request, headers: Headers) {
  if (lacksPersonalHint(request)) headers.append("Set-Cookie", hintCookie(request, "1", HINT_MAX_AGE));
}

/** Forgets the hint (no session and no bag any more): the pages stop asking. */
export function clearPersonalHint(request: Request): string {
  return hintCookie(request, "", 0);
}
