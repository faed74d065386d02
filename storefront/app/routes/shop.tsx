import { useTranslation } from "react-i18next";
import { redirect, useNavigation } from "react-router";
import { Pagination } from "~/components/pagination/pagination";
import { PAGE_PLACEHOLDER } from "~/components/pagination/pagination-model";
import { ProductGrid } from "~/components/product/product-card";
import { ActiveFilters } from "~/components/shop/active-filters";
import { FilterPanel } from "~/components/shop/filter-panel";
import { activeFilters, clearFiltersUrl, EMPTY_FACETS } from "~/components/shop/shop-filters-model";
import { ShopNotice } from "~/components/shop/shop-notice";
import { ShopToolbar } from "~/components/shop/shop-toolbar";
import { useShopForm } from "~/components/shop/use-shop-form";
import { getInstance } from "~/lib/i18n/i18next.server";
import { unlessCartChange } from "~/lib/cart/revalidation";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import {
  CatalogueSearchRejected,
  searchCatalogue,
  withChosenFacetValues,
  type CatalogueSearchResult,
} from "~/lib/medusa/catalogue-search.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/shop";
import { canonicalShopRedirect, hasInvertedPriceRange, isFiltered, parseShopQuery, shopUrl } from "~/lib/shop-url";

export const handle: I18nHandle = { i18n: ["shop", "cart"] };

export const shouldRevalidate = unlessCartChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

/** Spec §9: 10 products per page, at most 4 page buttons. */
const SHOP_PAGE_SIZE = 10;
const SHOP_MAX_PAGES_SHOWN = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One URL per result set: empty fields, page=1, unknown or malformed values are dropped.
  const canonical = canonicalShopRedirect(url);
  if (canonical) throw redirect(canonical);

  const query = parseShopQuery(url.searchParams);
  // min > max stays in the URL, as typed, and is explained; the rest of the query still applies.
  const invertedPrice = hasInvertedPriceRange(query);
  let result: CatalogueSearchResult;
  let rejected = false;
  try {
    result = await searchCatalogue(request, {
      q: query.q,
      category: query.category,
      brand: query.brand,
      skin_type: query.skinType,
      min_price: invertedPrice ? null : query.minPrice,
      max_price: invertedPrice ? null : query.maxPrice,
      rating: query.rating,
      sort: query.sort,
      page: query.page,
      limit: SHOP_PAGE_SIZE,
    });
  } catch (error) {
    // Our URL checks should make this impossible; if the backend still refuses, say so kindly.
    if (!(error instanceof CatalogueSearchRejected)) throw error;
    rejected = true;
    result = { products: [], count: 0, facets: EMPTY_FACETS };
  }

  const lastPage = Math.max(1, Math.ceil(result.count / SHOP_PAGE_SIZE));
  if (query.page > lastPage) throw redirect(shopUrl(query, { page: lastPage }));
  if (!rejected) {
    result.facets = await withChosenFacetValues(request, result.facets, { category: query.category, brand: query.brand });
  }

  const t = getInstance(context).getFixedT(null, "shop");
  return {
    title: t("title"),
    query,
    ...result,
    notice: rejected
      ? ({ kind: "rejected" } as const)
      : invertedPrice
        ? ({ kind: "invertedPrice", min: query.minPrice ?? 0, max: query.maxPrice ?? 0 } as const)
        : null,
  };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const { query, products, count, facets, notice } = loaderData;
  const form = useShopForm();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/shop";
  const chips = activeFilters(query, facets);
  const filterCount = chips.filter((chip) => chip.kind !== "q").length;
  const clearUrl = filterCount > 0 ? clearFiltersUrl(query) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="mb-8 border-b border-sand-200 pb-6">
        <h1 className="font-display text-4xl text-ink-900">{t("heading")}</h1>
        <p className="mt-2 text-ink-700">{t("intro")}</p>
      </header>
      <div className="mb-6">
        <ShopToolbar query={query} onSortChange={form.onChange} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside>
          <FilterPanel
            query={query}
            facets={facets}
            activeCount={filterCount}
            clearUrl={clearUrl}
            formRef={form.formRef}
            onSubmit={form.onSubmit}
            onChange={form.onChange}
          />
        </aside>
        <section
          aria-labelledby="shop-results-count"
          aria-busy={loading}
          // Which URL these results answer: browser tests wait for it to match the address bar.
          data-results-for={shopUrl(query)}
          className={loading ? "opacity-60 transition-opacity" : undefined}
        >
          <div className="mb-6 space-y-4">
            <ActiveFilters filters={chips} />
            {notice ? <ShopNotice notice={notice} /> : null}
            <p id="shop-results-count" className="text-sm text-ink-500" role="status">
              {t("resultsCount", { shown: products.length, count })}
            </p>
          </div>
          {products.length > 0 ? (
            <ProductGrid products={products} eagerCount={query.page === 1 ? 4 : 2} wideColumns={3} />
          ) : (
            <div className="rounded-2xl bg-sand-50 px-6 py-10 text-center">
              <p className="font-medium text-ink-900">{t(isFiltered(query) ? "noResults" : "empty")}</p>
              {isFiltered(query) ? <p className="mt-2 text-sm text-ink-500">{t("noResultsHint")}</p> : null}
            </div>
          )}
          <Pagination
            className="mt-12"
            type="link"
            linkUrl={shopUrl(query, { page: PAGE_PLACEHOLDER })}
            totalItems={count}
            itemsPerPage={SHOP_PAGE_SIZE}
            maxPagesShown={SHOP_MAX_PAGES_SHOWN}
            currentPage={query.page}
          />
        </section>
      </div>
    </div>
  );
}
