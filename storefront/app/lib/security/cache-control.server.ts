import { INFO_PAGE_PATHS } from "~/lib/info-page-paths";
import { PERSONAL_HINT_COOKIE } from "~/lib/personal/personal";

/**
 * Who may keep a page (docs/architecture.md, "A CDN in front"; docs/decisions/040). A catalogue
 * page's HTML is the same for every shopper who shares its language and data-light choice: the
 * header's name and bag badge, and the product page's review form, are filled in on the client
 * from `/resources/personal`. So a CDN, the storefront's own page cache or the service worker may
 * keep it, whoever asked, signed in or not. Everything else is `private, no-store`.
 */

export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const PRIVATE_PAGE_CACHE = "private, no-store";

/**
 * The cookies a shared catalogue page may be asked with. `lang` (decision 006) and `data_light`
 * (decision 035) choose the copy (`Vary`); the session, the bag, the pending favourite and the
 * personal hint change nothing in a catalogue page's HTML. Any other cookie (a one-time message,
 * `flash` or `cart_flash`, shown by the page itself; one we do not know) makes the answer personal.
 */
const SHAREABLE_COOKIES = new Set(["lang", "data_light", "__session", "cart", "pending_favourite", PERSONAL_HINT_COOKIE]);
/** The cookies that say the shopper has something of their own: the page must then tell the client to ask for it. */
const PERSONAL_COOKIES = ["__session", "cart"];
/** `?lng=` may set the language cookie; `?review=` asks the product page for the shopper's review form. */
const PERSONAL_PARAMS = ["lng", "review"];
const INFO_PAGES = new Set<string>(INFO_PAGE_PATHS.map((path) => `/${path}`));

function isCataloguePage(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/(?<=.)\/+$/, "");
  return path === "/" || path === "/_root" || path === "/shop" || /^\/product\/[^/]+\/details$/.test(path) || INFO_PAGES.has(path);
}

export function cookieNames(header: string | null): string[] {
  return (header ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
}

/**
 * Whether the request carries the session or the bag but not yet the hint that tells the page's
 * script to ask for them (lib/personal/personal-hint.server.ts): the answer then sets the hint.
 */
export function lacksPersonalHint(request: Request): boolean {
  const names = cookieNames(request.headers.get("Cookie"));
  return names.some((name) => PERSONAL_COOKIES.includes(name)) && !names.includes(PERSONAL_HINT_COOKIE);
}

/**
 * THE one rule for "this request gets the shared catalogue page": a GET of a catalogue page (or
 * its `.data`), without a parameter or a cookie that makes its answer personal. Decided from the
 * request alone, so a page cache can look a copy up before rendering; `pageCacheHeaders` adds
 * the answer's side (a 200 that sets no cookie).
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (!isCataloguePage(url.pathname) || PERSONAL_PARAMS.some((name) => url.searchParams.has(name))) return false;
  return cookieNames(request.headers.get("Cookie")).every((name) => SHAREABLE_COOKIES.has(name)) && !lacksPersonalHint(request);
}

/** The `Cache-Control` (and `Vary`) of a page or its data, from the request and the answer. */
export function pageCacheHeaders(request: Request, status: number, responseHeaders: Headers): Record<string, string> {
  const shareable = isSharedPageRequest(request) && status === 200 && !responseHeaders.has("Set-Cookie");
  // The language comes from the `lang` cookie, else Accept-Language: a kept copy is per language.
  // Data-light pages (smaller pictures) come from the `data_light` cookie, else Save-Data (decision 035).
  return shareable
    ? { "Cache-Control": SHARED_PAGE_CACHE, Vary: "Cookie, Accept-Language, Save-Data" }
    : { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export function applyPageCacheHeaders(request: Request, status: number, headers: Headers) {
  for (const [name, value] of Object.entries(pageCacheHeaders(request, status, headers))) headers.set(name, value);
}
