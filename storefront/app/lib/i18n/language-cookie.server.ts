import { createCookie } from "react-router";
import { env } from "~/lib/env.server";
import type { Language } from "./languages";

/**
 * The shopper's language, kept in a `lang` cookie so server rendering uses it (DESIGN.md).
 * Not secret, so not signed; httpOnly because no browser script needs to read it (the page's
 * `<html lang>` says the language). React Router encodes the value: a hand-written `lang=en`
 * is ignored, use the switch or `?lng=en`.
 */
export const languageCookie = createCookie("lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * `Secure` only when the shop is really served over HTTPS: either this request arrived over
 * https, or the public URL is https (a TLS proxy in front forwards plain http to us). A
 * NODE_ENV test would be wrong here: the one-command launcher runs the production build on
 * http://localhost, where a Secure cookie is never stored and the language would not stick.
 */
export function isSecureRequest(request: Request, publicUrl = env.PUBLIC_STOREFRONT_URL): boolean {
  return new URL(request.url).protocol === "https:" || publicUrl.startsWith("https:");
}

export function serializeLanguageCookie(language: Language, request: Request): Promise<string> {
  return languageCookie.serialize(language, { secure: isSecureRequest(request) });
}
