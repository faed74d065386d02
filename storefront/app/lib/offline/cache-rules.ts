import { INFO_PAGE_PATHS } from "~/lib/info-page-paths";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/lib/i18n/languages";

/**
 * What the service worker keeps and what it never keeps (docs/decisions/034). Plain functions, so
 * the rules are tested without a browser; `sw.ts` applies them.
 */

/** The last product pages kept for offline reading (an LRU on last use). */
export const MAX_PRODUCT_PAGES = 50;
/** Home, the shop's pages and the informational pages kept (an LRU on last use). */
export const MAX_OTHER_PAGES = 40;
/** Pictures kept, in bytes, least recently used out first. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** A cached page is keyed by its address plus this parameter: a French page never answers an English shopper. */
export const LANGUAGE_KEY_PARAM = "__ds_lang";

const INFO_PAGES = new Set<string>(INFO_PAGE_PATHS.map((path) => `/${path}`));
const PRODUCT_PAGE = /^\/product\/[^/]+\/details$/;

export type PageKind = "product" | "catalogue";

/**
 * The pages that may be kept: the catalogue (home, shop, products) and the informational pages,
 * the same list a shared cache may keep (lib/security/cache-control.server.ts). Everything else
 * (bag, checkout, account, orders, favourites, payment returns, `/resources/*`) is never kept.
 */
export function keptPageKind(pathname: string): PageKind | null {
  if (PRODUCT_PAGE.test(pathname)) return "product";
  if (pathname === "/" || pathname === "/shop" || INFO_PAGES.has(pathname)) return "catalogue";
  return null;
}

const PERSONAL_PREFIXES = [
  "/cart",
  "/checkout",
  "/dashboard",
  "/my-account",
  "/my-subscriptions",
  "/my-favourites",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/account-activation",
  "/resources",
];

/** Pages that need the shop's server (the shopper's own data, payments): offline they say "connexion requise". */
export function needsConnection(pathname: string): boolean {
  return PERSONAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Whether an answer may be kept: a complete HTML page that no one marked private. A catalogue page
 * is the same for every shopper, signed in or with a bag (their parts come from
 * `/resources/personal`, docs/decisions/040); the server marks `private, no-store` a page asked
 * with a one-time message and any answer that sets a cookie (cache-control.server.ts): a service
 * worker cannot read `Set-Cookie`, so that header is how it learns of one.
 */
export function isKeepableResponse(response: Pick<Response, "status" | "headers" | "type">): boolean {
  if (response.status !== 200 || response.type === "opaque" || response.type === "opaqueredirect") return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  if (/\b(private|no-store)\b/.test(cacheControl)) return false;
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/**
 * Whether the personal parts' answer says another account than the last one seen: someone logged
 * in, out, or in as someone else (a phone changes hands). The kept pages and queued actions then
 * go. `undefined`: none seen yet on this device, nothing to compare.
 */
export function accountChanged(lastSeen: string | null | undefined, now: string | null): boolean {
  return lastSeen !== undefined && lastSeen !== now;
}

/** The account's mark in the personal parts' answer (lib/personal/personal.ts), or undefined for an answer that is not one. */
export function accountOf(body: unknown): string | null | undefined {
  const account = (body as { account?: unknown } | null)?.account;
  return account === null || typeof account === "string" ? account : undefined;
}

/** The language a page is in, from its `<html lang>`. */
export function pageLanguage(html: string): Language | null {
  const lang = /<html[^>]*\slang="([a-z]{2})"/i.exec(html)?.[1];
  return isLanguage(lang) ? lang : null;
}

/** The page's title, to list it on the offline page. */
export function pageTitle(html: string): string | null {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  return title ? decodeEntities(title) : null;
}

function decodeEntities(text: string): string {
  return text
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The language a navigation asks for: `?lng=` when valid, else the shopper's last known one. */
export function requestedLanguage(url: URL, lastKnown: Language | null): Language {
  const asked = url.searchParams.get("lng");
  return isLanguage(asked) ? asked : (lastKnown ?? DEFAULT_LANGUAGE);
}

/** The cache key of a page in a language (the address without fragment, plus the language). */
export function pageCacheKey(url: URL, language: Language): string {
  const key = new URL(url.href);
  key.hash = "";
  key.searchParams.delete("lng");
  key.searchParams.set(LANGUAGE_KEY_PARAM, language);
  return key.href;
}

/** The page address a cache key stands for, and its language. */
export function fromPageCacheKey(key: string): { url: string; language: Language | null } {
  const url = new URL(key);
  const language = url.searchParams.get(LANGUAGE_KEY_PARAM);
  url.searchParams.delete(LANGUAGE_KEY_PARAM);
  return { url: `${url.pathname}${url.search}`, language: isLanguage(language) ? language : null };
}

/** A picture worth keeping: the catalogue's pictures and our own icons, not a tracker's pixel. */
export function isKeptImage(url: URL, origin: string): boolean {
  if (url.origin === origin) return url.pathname.startsWith("/icons/") || url.pathname === "/logo.svg";
  return url.pathname.startsWith("/uploads/") || url.pathname.startsWith("/static/");
}

export interface KeptImage {
  url: string;
  bytes: number;
  lastUsed: number;
}

/**
 * The pictures to drop so that the rest fits in `maxBytes`: least recently used first. A picture
 * bigger than the whole budget is dropped at once.
 */
export function imagesToEvict(images: readonly KeptImage[], maxBytes: number): string[] {
  let total = images.reduce((sum, image) => sum + image.bytes, 0);
  const evicted: string[] = [];
  for (const image of [...images].sort((a, b) => a.lastUsed - b.lastUsed)) {
    if (total <= maxBytes) break;
    evicted.push(image.url);
    total -= image.bytes;
  }
  return evicted;
}

/** The shop's category pages, from the shop page's category filter (refreshed in the background with it). */
export function categoryPages(html: string, limit = 8): string[] {
  const pages = new Set<string>();
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    if (!/\sname="category"/.test(input)) continue;
    const value = /\svalue="([a-z0-9-]+)"/.exec(input)?.[1];
    if (value) pages.add(`/shop?category=${value}`);
    if (pages.size >= limit) break;
  }
  return [...pages];
}
