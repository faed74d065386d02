/**
 * The shop's URL is its state: every filter, the sort, the search and the page live in the query
 * string, under the backend's parameter names (`GET /storefront/catalogue/search`), so a link, the back
 * button and a crawler all see the same results. One URL per result set: this module reads any
 * query leniently (`parseShopQuery`) and writes it back in one canonical form (`shopUrl`); the
 * loader redirects when the two differ. Pure and shared by the server and the browser.
 */

export const SKIN_TYPES = ["normal", "dry", "oily", "combination", "sensitive"] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const SHOP_SORTS = ["relevance", "newest", "price_asc", "price_desc", "best_selling", "top_rated"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** Minimum average review rating, 1 to 5 stars. */
export const RATINGS = [5, 4, 3, 2, 1] as const;
export type Rating = (typeof RATINGS)[number];

export const SEARCH_MAX_LENGTH = 100;
/** More values than this for one facet is not a shopper's choice: the extra ones are dropped. */
const MAX_VALUES_PER_FACET = 20;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;
const WHOLE_FRANCS = /^\d{1,9}$/;

export interface ShopQuery {
  q: string | null;
  category: string[];
  brand: string[];
  skinType: SkinType[];
  minPrice: number | null;
  maxPrice: number | null;
  rating: Rating | null;
  /** Only a sort other than the default for `q`; null means the default. */
  sort: ShopSort | null;
  page: number;
}

export const EMPTY_SHOP_QUERY: ShopQuery = {
  q: null,
  category: [],
  brand: [],
  skinType: [],
  minPrice: null,
  maxPrice: null,
  rating: null,
  sort: null,
  page: 1,
};

/** The backend's rule: relevance when there is a search, newest first otherwise. */
export function defaultSort(q: string | null): ShopSort {
  return q ? "relevance" : "newest";
}

export function effectiveSort(query: Pick<ShopQuery, "q" | "sort">): ShopSort {
  return query.sort ?? defaultSort(query.q);
}

/**
 * The shop's `?page=` parameter. Absent means page 1; anything but a positive whole number is
 * refused (null).
 */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

function parseSearch(raw: string | null): string | null {
  // Collapse runs of spaces so "crème  karité " and "crème karité" are one URL.
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if (!text) return null;
  // The backend counts UTF-16 units, as the input's maxlength does; never split a character.
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > SEARCH_MAX_LENGTH) break;
    kept += character;
  }
  return kept.trim();
}

function parseValues<T extends string>(raw: string[], accept: (value: string) => value is T): T[] {
  const values = new Set<T>();
  for (const value of raw) {
    const trimmed = value.trim();
    if (accept(trimmed)) values.add(trimmed);
  }
  return [...values].sort().slice(0, MAX_VALUES_PER_FACET);
}

const isHandle = (value: string): value is string => HANDLE.test(value);
const isSkinType = (value: string): value is SkinType => (SKIN_TYPES as readonly string[]).includes(value);
const isSort = (value: string): value is ShopSort => (SHOP_SORTS as readonly string[]).includes(value);

function parseFrancs(raw: string | null): number | null {
  const value = raw?.trim() ?? "";
  return WHOLE_FRANCS.test(value) ? Number(value) : null;
}

function parseRating(raw: string | null): Rating | null {
  const value = raw?.trim() ?? "";
  return /^[1-5]$/.test(value) ? (Number(value) as Rating) : null;
}

/**
 * Reads the shop's state from a query string, keeping what is valid and dropping the rest: empty
 * values, unknown parameters, malformed numbers or handles, an unknown sort, a sort equal to the
 * default, relevance without a search, a page that is not a positive whole number. An inverted
 * price range (min > max) is kept as typed: the page explains it (see `hasInvertedPriceRange`).
 */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const q = parseSearch(params.get("q"));
  const sort = parseValues(params.getAll("sort"), isSort)[0] ?? null;
  const usefulSort = sort === null || sort === defaultSort(q) || (sort === "relevance" && !q) ? null : sort;
  return {
    q,
    category: parseValues(params.getAll("category"), isHandle),
    brand: parseValues(params.getAll("brand"), isHandle),
    skinType: parseValues(params.getAll("skin_type"), isSkinType),
    minPrice: parseFrancs(params.get("min_price")),
    maxPrice: parseFrancs(params.get("max_price")),
    rating: parseRating(params.get("rating")),
    sort: usefulSort,
    page: parsePageParam(params.get("page")) ?? 1,
  };
}

export function hasInvertedPriceRange({ minPrice, maxPrice }: Pick<ShopQuery, "minPrice" | "maxPrice">): boolean {
  return minPrice !== null && maxPrice !== null && minPrice > maxPrice;
}

/** True when any filter or the search narrows the catalogue (the sort and page do not). */
export function isFiltered(query: ShopQuery): boolean {
  return (
    query.q !== null ||
    query.category.length > 0 ||
    query.brand.length > 0 ||
    query.skinType.length > 0 ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.rating !== null
  );
}

/** The canonical query string (without `?`): fixed parameter order, page 1 omitted. */
export function shopSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const value of query.category) params.append("category", value);
  for (const value of query.brand) params.append("brand", value);
  for (const value of query.skinType) params.append("skin_type", value);
  if (query.minPrice !== null) params.set("min_price", String(query.minPrice));
  if (query.maxPrice !== null) params.set("max_price", String(query.maxPrice));
  if (query.rating !== null) params.set("rating", String(query.rating));
  if (query.sort !== null) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/**
 * The shop URL of `query`. `page` overrides the query's page; a string (the pagination's
 * `{page}` placeholder) is written unencoded so the pagination gets one link template.
 */
export function shopUrl(query: ShopQuery, { page = query.page }: { page?: number | string } = {}): string {
  const template = typeof page === "string";
  let search = shopSearchParams({ ...query, page: template ? 1 : page }).toString();
  if (template) search = `${search ? `${search}&` : ""}page=${page}`;
  return search ? `/shop?${search}` : "/shop";
}

/**
 * Where a request for `url` should go instead, or null when its query is already canonical.
 * `lng` (a language chosen by link, see the root loader) is kept at the end.
 */
export function canonicalShopRedirect(url: URL): string | null {
  let canonical = shopUrl(parseShopQuery(url.searchParams));
  const language = url.searchParams.get("lng");
  if (language === "fr" || language === "en") {
    canonical += `${canonical.includes("?") ? "&" : "?"}lng=${language}`;
  }
  return canonical === `${url.pathname}${url.search}` ? null : canonical;
}

/** The shop URL a filter form submits to, from its fields (the browser's FormData). */
export function shopUrlFromForm(fields: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string") params.append(name, value);
  return shopUrl(parseShopQuery(params));
}
