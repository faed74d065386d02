import { readDataLightMode } from "~/lib/data-light/data-light.server";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { pageCacheHeaders, SHARED_PAGE_CACHE } from "~/lib/security/cache-control.server";

/**
 * Which answers the kept pages may hold and how they are keyed, both as the app itself decides:
 * `pageCacheHeaders` (one predicate for every cache, shared or ours) and the app's own readings of
 * the language and the data-light mode. docs/decisions/039.
 */

/** The answer as the app marks it: shared only when `pageCacheHeaders` says so. */
export const isSharedAnswer = (request: Request, status: number, headers: Headers) =>
  pageCacheHeaders(request, status, headers)["Cache-Control"] === SHARED_PAGE_CACHE &&
  (headers.get("Cache-Control") ?? SHARED_PAGE_CACHE) === SHARED_PAGE_CACHE;

/** What `Vary` names, as the app reads it: the language (`lang` cookie, `?lng=`) and the data-light mode (cookie, Save-Data). */
export async function variantOf(request: Request): Promise<string> {
  const [language, dataLight] = await Promise.all([detectLanguage(request), readDataLightMode(request)]);
  return `${language} ${dataLight.on ? "light" : "full"} ${dataLight.source}`;
}
