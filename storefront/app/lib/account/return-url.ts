import { safeRedirectPath } from "~/lib/safe-redirect";

/** Where a signed-in shopper lands when no (usable) returnUrl was given. */
export const DEFAULT_SIGNED_IN_PATH = "/dashboard";

/** Screens that make no sense to come back to once signed in. */
const SIGNED_OUT_SCREENS = ["/login", "/register", "/forgot-password", "/reset-password", "/account-activation"];

/** `/login?returnUrl=<path with query>` for a protected page (DESIGN.md §2). */
export function loginRedirectPath(url: URL): string {
  return `/login?${new URLSearchParams({ returnUrl: `${url.pathname}${url.search}` })}`;
}

/**
 * The page to open after signing in: a same-site path only (no open redirect), never a
 * signed-out screen such as the login page itself, else the dashboard.
 */
export function returnUrlAfterSignIn(value: unknown): string {
  const path = safeRedirectPath(value, DEFAULT_SIGNED_IN_PATH);
  const pathname = new URL(path, "http://same-site.invalid").pathname;
  const signedOutScreen = SIGNED_OUT_SCREENS.some(
    (screen) => pathname === screen || pathname.startsWith(`${screen}/`),
  );
  return signedOutScreen ? DEFAULT_SIGNED_IN_PATH : path;
}
