import { useTranslation } from "react-i18next";
import { redirect, useLocation } from "react-router";
import { Pagination } from "~/components/pagination/pagination";
import { PAGE_PLACEHOLDER } from "~/components/pagination/pagination-model";
import { ProductGrid } from "~/components/product/product-card";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { listProducts } from "~/lib/medusa/products.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/shop";
import { parsePageParam, shopPageUrl } from "./shop.url";

export const handle: I18nHandle = { i18n: ["shop"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

/** Spec §9: 10 products per page, at most 4 page buttons. */
const SHOP_PAGE_SIZE = 10;
const SHOP_MAX_PAGES_SHOWN = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePageParam(url.searchParams.get("page"));
  // A malformed or non-positive page gets one clean URL instead of an error page.
  if (page === null) throw redirect(shopPageUrl(url.search, 1));

  const { products, count } = await listProducts(request, {
    limit: SHOP_PAGE_SIZE,
    offset: (page - 1) * SHOP_PAGE_SIZE,
  });
  const lastPage = Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE));
  if (page > lastPage) throw redirect(shopPageUrl(url.search, lastPage));

  const t = getInstance(context).getFixedT(null, "shop");
  return { title: t("title"), products, count, page };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const { products, count, page } = loaderData;
  const location = useLocation();
  const pageLinkTemplate = shopPageUrl(location.search, PAGE_PLACEHOLDER, { dropLanguage: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="mb-8 border-b border-sand-200 pb-6">
        <h1 className="font-display text-4xl text-ink-900">{t("heading")}</h1>
        <p className="mt-2 text-ink-700">{t("intro")}</p>
        <p className="mt-4 text-sm text-ink-500" role="status">
          {t("resultsCount", { shown: products.length, total: count })}
        </p>
      </header>
      {products.length > 0 ? (
        <ProductGrid products={products} eagerCount={page === 1 ? 5 : 2} />
      ) : (
        <p className="text-ink-500">{t("empty")}</p>
      )}
      <Pagination
        className="mt-12"
        type="link"
        linkUrl={pageLinkTemplate}
        totalItems={count}
        itemsPerPage={SHOP_PAGE_SIZE}
        maxPagesShown={SHOP_MAX_PAGES_SHOWN}
        currentPage={page}
      />
    </div>
  );
}
