import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddToBagButton } from "~/components/cart/add-to-bag-form";
import { FavouriteHeartButton } from "~/components/favourites/add-to-favourites";
import { useDataLight } from "~/lib/data-light/data-light";
import { cardImageSource } from "~/lib/data-light/image-rules";
import { toLanguage } from "~/lib/i18n/languages";
import type { CardProduct } from "~/lib/medusa/product-summary";
import { formatXaf } from "@dreamshade/contracts";
import { productDetailsPath } from "./product-path";
import { RatingStars } from "./rating-stars";

/** Shown in grids of 2 (phones), 3 (tablets), 4–5 (desktops) columns, at most 1152px wide. */
const CARD_IMAGE_SIZES = "(min-width: 1280px) 270px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw";

export type { CardProduct };

interface ProductCardProps {
  product: CardProduct;
  /** Cards above the fold load at once; the others wait until they are scrolled near. */
  eager?: boolean;
}

/**
 * A product in a grid. The whole card is one link to the product page: the title's link
 * stretches over the card (its accessible name stays the title alone). A product that can be
 * sold gets a one-unit "add to bag" form above that link, and every card a favourites heart.
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t, i18n } = useTranslation("common");
  const language = toLanguage(i18n.language);
  const { price } = product;
  const dataLight = useDataLight().on;
  const image = product.image ? cardImageSource(product.image, { dataLight, eager }) : null;

  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-sand-100">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? CARD_IMAGE_SIZES : undefined}
            width={image.width}
            height={400}
            alt={product.title}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : product.image ? (
          // Data-light mode: a picture further down the page is not loaded at all.
          <p className="flex h-full w-full items-center justify-center p-4 text-center text-xs text-ink-500">
            {t("dataLight.photoHidden")}
          </p>
        ) : (
          <div className="h-full w-full" aria-hidden="true" />
        )}
        {price?.originalAmount ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent-700 px-2.5 py-1 text-xs font-semibold tracking-wide text-white uppercase">
            {t("product.discount", { percent: Math.round((1 - price.amount / price.originalAmount) * 100) })}
          </span>
        ) : null}
        {product.outOfStock ? (
          <span className="absolute right-3 bottom-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-ink-700">
            {t("product.outOfStock")}
          </span>
        ) : null}
        <FavouriteHeartButton productId={product.id} title={product.title} />
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {product.brand ? (
          <p className="text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">
            <span className="sr-only">{t("product.brandLabel")}</span>{" "}
            {product.brand}
          </p>
        ) : null}
        <h3 className="font-display text-base leading-snug text-ink-900">
          <Link
            to={productDetailsPath(product.handle)}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-accent-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-accent-700"
          >
            {product.title}
          </Link>
        </h3>
        {product.rating !== undefined ? <RatingStars rating={product.rating} /> : null}
        <div className="mt-auto pt-1 text-sm">
          {price === null ? (
            <p className="text-ink-500">{t("product.priceUnavailable")}</p>
          ) : price.originalAmount ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="sr-only">{t("product.salePrice")}</span>{" "}
              <span className="font-semibold text-accent-800">{formatXaf(price.amount, language)}</span>
              <span className="sr-only">{t("product.regularPrice")}</span>{" "}
              <s className="text-ink-500">{formatXaf(price.originalAmount, language)}</s>
            </p>
          ) : (
            <p className="font-semibold text-ink-900">
              <span className="sr-only">{t("product.price")}</span>{" "}
              {formatXaf(price.amount, language)}
            </p>
          )}
        </div>
        {price !== null && !product.outOfStock ? <AddToBagButton productId={product.id} title={product.title} /> : null}
      </div>
    </article>
  );
}

interface ProductGridProps {
  products: CardProduct[];
  /** How many of the first cards load eagerly. */
  eagerCount?: number;
  /**
   * Columns on wide screens: 4 suits a short selection (home), 5 a full-width page of 10, 3 a
   * page beside a filter column (shop).
   */
  wideColumns?: 3 | 4 | 5;
}

const GRID_COLUMNS = {
  3: "grid-cols-2 sm:grid-cols-3",
  4: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
  5: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5",
} as const;

export function ProductGrid({ products, eagerCount = 4, wideColumns = 5 }: ProductGridProps) {
  return (
    <ul className={`grid gap-x-4 gap-y-8 ${GRID_COLUMNS[wideColumns]}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
