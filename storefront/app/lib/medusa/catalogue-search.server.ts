import { SearchProductCard } from "@dreamshade/contracts";
import { z } from "zod";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { cachedCatalogueRead } from "./catalogue-cache.server";
import { getMedusa } from "./client.server";
import { localeHeaders } from "./locale";
import type { ProductSummary } from "./product-summary";

/**
 * `GET /storefront/catalogue/search`: the shop's faceted search (issue 5). Parameters use the
 * backend's names; repeatable ones (`category`, `brand`, `skin_type`) are sent once per value.
 */
export interface CatalogueSearchParams {
  q?: string | null;
  category?: readonly string[];
  brand?: readonly string[];
  skin_type?: readonly string[];
  min_price?: number | null;
  max_price?: number | null;
  rating?: number | null;
  sort?: string | null;
  page: number;
  limit: number;
}

const Count = z.number().int().nonnegative();
const LabelledFacetValue = z.object({ value: z.string(), label: z.string(), count: Count });


/** The response, as the contract of issue 5 describes it. A drift fails loudly here. */
export const CatalogueSearchResponseSchema = z.object({
  products: z.array(SearchProductCard),
  count: Count,
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  facets: z.object({
    category: z.array(LabelledFacetValue),
    brand: z.array(LabelledFacetValue),
    skin_type: z.array(z.object({ value: z.string(), count: Count })),
    rating: z.array(z.object({ value: z.number().int().min(1).max(5), count: Count })),
    // An empty result set has no price range.
    price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  }),
});

export type SearchProduct = SearchProductCard;
export type CatalogueFacets = z.infer<typeof CatalogueSearchResponseSchema>["facets"];

/** A card's data plus the review summary (null: no reviews yet). Plain data for the browser. */
export interface SearchProductSummary extends ProductSummary {
  rating: { average: number; count: number } | null;
}

export interface CatalogueSearchResult {
  products: SearchProductSummary[];
  /** Matching products over every page. */
  count: number;
  facets: CatalogueFacets;
}

/** The backend refused the parameters (400 `invalid_data`): a shopper's URL, not an outage. */
export class CatalogueSearchRejected extends Error {
  override name = "CatalogueSearchRejected";
}

export function catalogueSearchQuery(params: CatalogueSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  for (const name of ["category", "brand", "skin_type"] as const) {
    for (const value of params[name] ?? []) query.append(name, value);
  }
  for (const name of ["min_price", "max_price", "rating"] as const) {
    const value = params[name];
    if (value !== null && value !== undefined) query.set(name, String(value));
  }
  if (params.sort) query.set("sort", params.sort);
  query.set("page", String(params.page));
  query.set("limit", String(params.limit));
  return query;
}

export function toSearchProductSummary(product: SearchProduct): SearchProductSummary {
  const src400 = product.thumbnail ?? product.image;
  const { price } = product;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    brand: product.brand?.name ?? null,
    image: src400 ? { src400, src800: product.image ?? src400 } : null,
    price: price
      ? {
          amount: price.amount,
          originalAmount:
            price.original_amount !== null && price.original_amount > price.amount ? price.original_amount : null,
          currencyCode: price.currency_code,
        }
      : null,
    outOfStock: !product.in_stock,
    rating: product.rating && product.rating.count > 0 ? product.rating : null,
  };
}

/** The HTTP status of the SDK's `FetchError`, if `error` is one. */
function statusOf(error: unknown): number | undefined {
  const status: unknown = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" ? status : undefined;
}

/** One page of the catalogue with its facets, texts in the shopper's language. */
export async function searchCatalogue(
  request: Request,
  params: CatalogueSearchParams,
): Promise<CatalogueSearchResult> {
  const [sdk, language] = await Promise.all([getMedusa(), detectLanguage(request)]);
  const query = catalogueSearchQuery(params);
  return cachedCatalogueRead(`search:${language}:${query}`, async (version) => {
    let response: unknown;
    // The version this answer is kept under: a backend server that has not seen it yet reads the
    // index again first, so an answer older than the version is never kept under it.
    const headers = version ? { ...localeHeaders(language), "x-catalogue-version": version } : localeHeaders(language);
    try {
      // The query goes in the path: the SDK's own encoder would write `category[0]=…`.
      response = await sdk.client.fetch(`/storefront/catalogue/search?${query}`, { headers });
    } catch (error) {
      if (statusOf(error) === 400) {
        const message = error instanceof Error ? error.message : "invalid search parameters";
        throw new CatalogueSearchRejected(message, { cause: error });
      }
      throw error;
    }
    const { products, count, facets } = CatalogueSearchResponseSchema.parse(response);
    return { products: products.map(toSearchProductSummary), count, facets };
  });
}

type NamedFacet = "category" | "brand";

/**
 * The backend lists only facet values that still have products. A value the shopper chose but
 * that nothing matches any more (say, a category combined with a rating no product has yet)
 * still needs its name for its ticked box and its chip: it is taken from the unfiltered
 * catalogue's facets, with a count of 0. Costs a request only in that case.
 */
export async function withChosenFacetValues(
  request: Request,
  facets: CatalogueFacets,
  chosen: Record<NamedFacet, readonly string[]>,
): Promise<CatalogueFacets> {
  const missing = (key: NamedFacet) => chosen[key].filter((value) => !facets[key].some((facet) => facet.value === value));
  if (missing("category").length === 0 && missing("brand").length === 0) return facets;
  const everything = (await searchCatalogue(request, { page: 1, limit: 1 })).facets;
  const complete = (key: NamedFacet) => [
    ...facets[key],
    ...missing(key).flatMap((value) => {
      const known = everything[key].find((facet) => facet.value === value);
      return known ? [{ ...known, count: 0 }] : [];
    }),
  ];
  return { ...facets, category: complete("category"), brand: complete("brand") };
}
