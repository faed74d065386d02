import { createCookieSessionStorage, redirect } from "react-router";
import { env } from "~/lib/env.server";
import { isSecureRequest } from "~/lib/i18n/language-cookie.server";
import { oneTimeMessageCookie } from "~/lib/one-time-cookie.server";
import { loginRedirectPath } from "./return-url";

/**
 * The shopper's session (DESIGN.md §2): an httpOnly, SameSite=Lax cookie signed with
 * SESSION_SECRET, holding the Medusa customer token. "Signed in" means this token exists.
 * The first name rides along so the header can greet without a backend call on every page.
 * A one-time message ("session expired", "signed out") has its own short cookie, `flash`: a page
 * asked with it is not the shared catalogue page (lib/security/cache-control.server.ts).
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

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

const sessionStorage = createCookieSessionStorage<SessionData>({
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

const flashCookie = oneTimeMessageCookie("flash");

function isFlash(value: unknown): value is Flash {
  const flash = value as Partial<Flash> | null;
  return typeof flash?.id === "string" && (FLASH_MESSAGES as readonly unknown[]).includes(flash.message);
}

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

/** Who is signed in, for the personal parts of the pages (routes/resources/personal.ts). */
export async function readSignedInCustomer(request: Request): Promise<(SignedInCustomer & { token: string }) | null> {
  const session = await getSession(request);
  const token = session.get("customerToken");
  return token ? { token, firstName: session.get("firstName") ?? "" } : null;
}

/** The one-time message left by a redirect, and the Set-Cookie that spends it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const value: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  if (value === null || value === undefined) return { flash: null, setCookie: null };
  return { flash: isFlash(value) ? value : null, setCookie: await flashCookie.serialize("", { maxAge: 0, secure: isSecureRequest(request) }) };
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
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionStorage.destroySession(await getSession(request)));
  headers.append("Set-Cookie", await flashMessage(request, flash));
  return redirect(redirectTo, { headers });
}

/** A one-time message for the next page, signed in or not: the Set-Cookie to send with a redirect. */
export function flashMessage(request: Request, message: FlashMessage): Promise<string> {
  return flashCookie.serialize({ message, id: crypto.randomUUID() } satisfies Flash, { secure: isSecureRequest(request) });
}
