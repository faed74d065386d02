import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddToBagButton } from "~/components/cart/add-to-bag-form";
import { productDetailsPath } from "~/components/product/product-path";
import { StockBadge } from "~/components/product-page/stock-badge";
import { toLanguage } from "~/lib/i18n/languages";
import type { Favourite } from "~/lib/medusa/favourites.server";
import { formatXaf } from "@dreamshade/contracts";

/** The customer's favourites: picture, title, price, stock, "add to bag" and "remove". */
export function FavouriteList({ favourites, page }: { favourites: Favourite[]; page: number }) {
  const { t } = useTranslation("favourites");
  return (
    <ul aria-label={t("listLabel")} className="divide-y divide-sand-200">
      {favourites.map((favourite) => (
        <li key={favourite.id} className="flex gap-4 py-4">
          <FavouriteRow favourite={favourite} page={page} />
        </li>
      ))}
    </ul>
  );
}

function FavouriteRow({ favourite, page }: { favourite: Favourite; page: number }) {
  const { t, i18n } = useTranslation("favourites");
  const { product } = favourite;
  const removeTo = `/my-favourites?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), remove: favourite.id })}`;
  const removeLink = (
    <Link
      to={removeTo}
      preventScrollReset
      aria-label={product ? t("removeFor", { title: product.title }) : t("remove")}
      className="text-sm font-medium text-ink-700 underline hover:text-accent-800"
    >
      {t("remove")}
    </Link>
  );
  if (!product) {
    return (
      <div className="flex flex-1 items-center justify-between gap-4">
        <p className="text-sm text-ink-500">{t("unavailable")}</p>
        {removeLink}
      </div>
    );
  }
  const purchasable = product.price !== null && product.stock.status !== "out_of_stock";
  return (
    <>
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-xl bg-sand-100">
        {product.thumbnail ? (
          <img src={product.thumbnail} alt="" width={96} height={96} loading="lazy" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-lg text-ink-900">
            <Link to={productDetailsPath(product.handle)} className="hover:text-accent-800">
              {product.title}
            </Link>
          </h2>
          <p className="text-sm font-semibold text-ink-900">
            {product.price ? formatXaf(product.price.amount, toLanguage(i18n.language)) : t("noPrice")}
          </p>
          <StockBadge stock={product.stock} />
        </div>
        <div className="flex w-40 flex-col items-stretch gap-2">
          {purchasable ? <AddToBagButton productId={product.id} title={product.title} /> : null}
          <div className="text-right">{removeLink}</div>
        </div>
      </div>
    </>
  );
}
