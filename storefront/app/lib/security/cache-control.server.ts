import { INFO_PAGE_PATHS } from "~/lib/info-page-paths";

/**
 * Who may keep a page (docs/architecture.md, "A CDN in front"). The catalogue pages seen by an
 * anonymous visitor are the same for everyone who shares their language: a CDN or reverse proxy
 * may keep them briefly and serve them stale while it asks again. Everything else, and every page
 * of a visitor who has a session, a bag or a pending message (any cookie but the language's), is
 * `private, no-store`: a signed-in name or a bag count never reaches a shared cache.
 */

export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const PRIVATE_PAGE_CACHE = "private, no-store";

/**
 * The only cookies an anonymous catalogue page may be asked with: the chosen language (decision
 * 006) and the data-light switch (decision 035). Neither is personal; `Vary: Cookie` keys the copy.
 */
const SHAREABLE_COOKIES = new Set(["lang", "data_light"]);
const INFO_PAGES = new Set<string>(INFO_PAGE_PATHS.map((path) => `/${path}`));

function isCataloguePage(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/(?<=.)\/+$/, "");
  return path === "/" || path === "/_root" || path === "/shop" || /^\/product\/[^/]+\/details$/.test(path) || INFO_PAGES.has(path);
}

function cookieNames(header: string | null): string[] {
  return (header ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
}

/** The `Cache-Control` (and `Vary`) of a page or its data, from the request and the answer. */
export function pageCacheHeaders(request: Request, status: number, responseHeaders: Headers): Record<string, string> {
  const anonymous = cookieNames(request.headers.get("Cookie")).every((name) => SHAREABLE_COOKIES.has(name));
  const shareable =
    request.method === "GET" &&
    status === 200 &&
    anonymous &&
    !responseHeaders.has("Set-Cookie") &&
    isCataloguePage(new URL(request.url).pathname);
  // The language comes from the `lang` cookie, else Accept-Language: a kept copy is per language.
  // Data-light pages (smaller pictures) come from the `data_light` cookie, else Save-Data (decision 035).
  return shareable
    ? { "Cache-Control": SHARED_PAGE_CACHE, Vary: "Cookie, Accept-Language, Save-Data" }
    : { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export function applyPageCacheHeaders(request: Request, status: number, headers: Headers) {
  for (const [name, value] of Object.entries(pageCacheHeaders(request, status, headers))) headers.set(name, value);
}
