import { createCookieSessionStorage, redirect } from "react-router";
import { env } from "~/lib/env.server";
import { loginRedirectPath } from "./return-url";

/**
 * The shopper's session (DESIGN.md §2): an httpOnly, SameSite=Lax cookie signed with
 * SESSION_SECRET, holding the Medusa customer token. "Signed in" means this token exists.
 * The first name rides along so the header can greet without a backend call on every page.
 */

export const FLASH_MESSAGES = [
  "sessionExpired",
  "signedOut",
  "accountDeleted",
  // Favourites (lib/favourites/favourite-outcome.ts).
  "favouriteLoginRequired",
  "favouriteAdded",
  "favouriteAlreadyAdded",
  "favouriteProductNotFound",
  "favouriteSaveFailed",
  "favouriteAddFailed",
  "favouriteRemoved",
  "favouriteRemoveFailed",
] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

interface SessionData {
  customerToken: string;
  firstName: string;
}

/** `id` tells two equal messages apart, so each one shows once. */
export interface Flash {
  message: FlashMessage;
  id: string;
}

interface SessionFlashData {
  flash: Flash;
}

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

const sessionStorage = createCookieSessionStorage<SessionData, SessionFlashData>({
  cookie: {
    name: "__session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    // Like the `lang` cookie (decision 006): Secure when the shop is public over https, not
    // merely in production, so the launcher's production build works on http://localhost.
    secure: env.PUBLIC_STOREFRONT_URL.startsWith("https:"),
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_MAX_AGE_SECONDS,
  },
});

function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** The Medusa customer token, or null for an anonymous visitor. */
export async function getCustomerToken(request: Request): Promise<string | null> {
  return (await getSession(request)).get("customerToken") ?? null;
}

/** The token, or a redirect to the login screen that comes back to this exact page. */
export async function requireCustomerToken(request: Request): Promise<string> {
  const token = await getCustomerToken(request);
  if (!token) throw redirect(loginRedirectPath(new URL(request.url)));
  return token;
}

export interface SignedInCustomer {
  firstName: string;
}

export interface SessionSnapshot {
  customer: SignedInCustomer | null;
  flash: Flash | null;
  /** Set when reading consumed a flash message: the response must send it. */
  setCookie: string | null;
}

/** What the layout shows: who is signed in, and a one-time message after a redirect. */
export async function readSessionForLayout(request: Request): Promise<SessionSnapshot> {
  const session = await getSession(request);
  const token = session.get("customerToken");
  const flash = session.get("flash") ?? null;
  return {
    customer: token ? { firstName: session.get("firstName") ?? "" } : null,
    flash,
    setCookie: flash ? await sessionStorage.commitSession(session) : null,
  };
}

/** Starts the session and sends the shopper on. */
export async function createCustomerSession(
  request: Request,
  { token, firstName, redirectTo }: { token: string; firstName: string; redirectTo: string },
): Promise<Response> {
  const session = await getSession(request);
  session.set("customerToken", token);
  session.set("firstName", firstName);
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

/** Keeps the header's greeting in step after a profile change. */
export async function updateSessionFirstName(request: Request, firstName: string): Promise<string> {
  const session = await getSession(request);
  session.set("firstName", firstName);
  return sessionStorage.commitSession(session);
}

/** Forgets the customer, keeps a one-time message for the next page, and redirects. */
export async function endCustomerSession(
  request: Request,
  { flash, redirectTo = "/" }: { flash: FlashMessage; redirectTo?: string },
): Promise<Response> {
  const session = await getSession(request);
  session.unset("customerToken");
  session.unset("firstName");
  session.flash("flash", { message: flash, id: crypto.randomUUID() });
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

/** A one-time message for the next page, signed in or not: the Set-Cookie to send with a redirect. */
export async function flashMessage(request: Request, message: FlashMessage): Promise<string> {
  const session = await getSession(request);
  session.flash("flash", { message, id: crypto.randomUUID() });
  return sessionStorage.commitSession(session);
}
