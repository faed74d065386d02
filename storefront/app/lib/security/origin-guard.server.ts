import type { MiddlewareFunction } from "react-router";
import { env } from "~/lib/env.server";
import { getInstance } from "~/lib/i18n/i18next.server";

/** Requests that only read: everything else changes something and must come from our own pages. */
const READ_METHODS = new Set(["GET", "HEAD"]);
/** `Sec-Fetch-Site` values of a request our own pages made, or the shopper made by hand. */
const OWN_SITES = new Set(["same-origin", "none"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request that changes something came from another site (CSRF). Browsers name the page
 * that sent a form or a fetch in `Origin` (every POST since 2020): it must be the shop's own, as
 * the request reached it or as configured (`PUBLIC_STOREFRONT_URL`, behind a proxy). Without
 * `Origin`, `Sec-Fetch-Site` decides when a browser sent it. A request with neither comes from no
 * browser (a script, a monitoring probe): no shopper's cookies ride along, so it is let through.
 * `Origin: null` (a sandboxed frame, a redirect from elsewhere) is refused.
 */
export function isCrossSiteWrite(request: Request, publicOrigin: string | null): boolean {
  if (READ_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const sender = origin === "null" ? null : originOf(origin);
    return sender === null || (sender !== originOf(request.url) && sender !== publicOrigin);
  }
  const site = request.headers.get("sec-fetch-site");
  return site !== null && !OWN_SITES.has(site.toLowerCase());
}

const PUBLIC_ORIGIN = originOf(env.PUBLIC_STOREFRONT_URL);

/**
 * The storefront's one Origin check, in the root middleware: every request but a read, page
 * actions, data requests and resource routes (`/resources/cart`, `/resources/logout`, …) alike,
 * refused with 403 and a sentence in the shopper's language before any action runs. React
 * Router's own check (page actions only, an untranslated 400) is handed over to it in
 * `react-router.config.ts`.
 */
export const originGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!isCrossSiteWrite(request, PUBLIC_ORIGIN)) return next();
  const t = getInstance(context).getFixedT(null, "common");
  return new Response(t("errors.foreignOrigin"), {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
};
