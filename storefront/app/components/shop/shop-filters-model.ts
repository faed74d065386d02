import {
  defaultSort,
  EMPTY_SHOP_QUERY,
  RATINGS,
  SHOP_SORTS,
  SKIN_TYPES,
  shopUrl,
  type Rating,
  type ShopQuery,
  type ShopSort,
  type SkinType,
} from "~/lib/shop-url";

/**
 * From the search's facets and the URL's query to what the filter form shows: which boxes are
 * ticked, the count beside each value, the removable chips. Pure, so it is unit-tested.
 */

export interface LabelledFacetValue {
  value: string;
  label: string;
  count: number;
}

/** The facets of `GET /storefront/catalogue/search` (each facet's counts ignore its own filter). */
export interface ShopFacets {
  category: LabelledFacetValue[];
  brand: LabelledFacetValue[];
  skin_type: { value: string; count: number }[];
  rating: { value: number; count: number }[];
  price: { min: number | null; max: number | null };
}

export const EMPTY_FACETS: ShopFacets = {
  category: [],
  brand: [],
  skin_type: [],
  rating: [],
  price: { min: null, max: null },
};

export interface FacetChoice<T extends string = string> {
  value: T;
  label: string;
  count: number;
  checked: boolean;
  /** Nothing more would match: offered greyed out, unless already chosen. */
  disabled: boolean;
}

function choice<T extends string>(value: T, label: string, count: number, checked: boolean): FacetChoice<T> {
  return { value, label, count, checked, disabled: count === 0 && !checked };
}

/**
 * A facet's values in the backend's order. A chosen value the backend did not list (an old or
 * hand-written URL) is still shown, ticked, so it can be unticked.
 */
export function facetChoices(values: readonly LabelledFacetValue[], selected: readonly string[]): FacetChoice[] {
  const choices = values.map((facet) => choice(facet.value, facet.label, facet.count, selected.includes(facet.value)));
  for (const value of selected) {
    if (!values.some((facet) => facet.value === value)) choices.push(choice(value, value, 0, true));
  }
  return choices;
}

/** The five skin types, always in the same order; labels are translated by the caller. */
export function skinTypeChoices(
  values: ShopFacets["skin_type"],
  selected: readonly SkinType[],
): FacetChoice<SkinType>[] {
  return SKIN_TYPES.map((value) =>
    choice(value, value, values.find((facet) => facet.value === value)?.count ?? 0, selected.includes(value)),
  );
}

export interface RatingChoice {
  value: Rating;
  /** Products whose average is at least `value`. */
  count: number;
  checked: boolean;
}

export function ratingChoices(values: ShopFacets["rating"], selected: Rating | null): RatingChoice[] {
  return RATINGS.map((value) => ({
    value,
    count: values.find((facet) => facet.value === value)?.count ?? 0,
    checked: selected === value,
  }));
}

/** No product has a review yet: the rating filter says so instead of offering empty choices. */
export function hasNoReviews(values: ShopFacets["rating"]): boolean {
  return values.every((facet) => facet.count === 0);
}

export interface SortOption {
  sort: ShopSort;
  /** The form value: empty for the default sort, so the URL stays clean and follows `q`. */
  value: string;
}

/**
 * The sort select's options. The default one submits an empty value: a shopper who types a
 * search without touching the sort gets relevance, not the "newest" the page was showing.
 * Relevance is offered only with a search.
 */
export function sortOptions(q: string | null): SortOption[] {
  const fallback = defaultSort(q);
  return SHOP_SORTS.filter((sort) => sort !== "relevance" || q).map((sort) => ({
    sort,
    value: sort === fallback ? "" : sort,
  }));
}

export type ActiveFilter =
  | { kind: "q"; value: string; href: string }
  | { kind: "category" | "brand"; value: string; label: string; href: string }
  | { kind: "skin_type"; value: SkinType; href: string }
  | { kind: "price"; min: number | null; max: number | null; href: string }
  | { kind: "rating"; value: Rating; href: string };

/** The chips above the results: every active filter, each with the URL that removes it. */
export function activeFilters(query: ShopQuery, facets: Pick<ShopFacets, "category" | "brand">): ActiveFilter[] {
  const without = (change: Partial<ShopQuery>) => shopUrl({ ...query, ...change, page: 1 });
  const labelOf = (values: readonly LabelledFacetValue[], value: string) =>
    values.find((facet) => facet.value === value)?.label ?? value;

  const filters: ActiveFilter[] = [];
  if (query.q) filters.push({ kind: "q", value: query.q, href: without({ q: null }) });
  for (const kind of ["category", "brand"] as const) {
    for (const value of query[kind]) {
      filters.push({
        kind,
        value,
        label: labelOf(facets[kind], value),
        href: without({ [kind]: query[kind].filter((other) => other !== value) }),
      });
    }
  }
  for (const value of query.skinType) {
    filters.push({ kind: "skin_type", value, href: without({ skinType: query.skinType.filter((other) => other !== value) }) });
  }
  if (query.minPrice !== null || query.maxPrice !== null) {
    filters.push({ kind: "price", min: query.minPrice, max: query.maxPrice, href: without({ minPrice: null, maxPrice: null }) });
  }
  if (query.rating !== null) filters.push({ kind: "rating", value: query.rating, href: without({ rating: null }) });
  return filters;
}

/** Removes every filter but keeps the search and the sort. */
export function clearFiltersUrl(query: ShopQuery): string {
  return shopUrl({ ...EMPTY_SHOP_QUERY, q: query.q, sort: query.sort });
}
