import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useRouteLoaderData } from "react-router";
import { PackContents } from "~/components/product-page/pack-contents";
import { ProductGallery } from "~/components/product-page/product-gallery";
import { ProductPrice } from "~/components/product-page/product-price";
import { ProductReviews } from "~/components/product-page/product-reviews";
import { REVIEW_INTENT } from "~/components/product-page/review-form";
import { productDetailsPath } from "~/components/product/product-path";
import { PurchaseActions } from "~/components/product-page/purchase-actions";
import { ShareButtons } from "~/components/product-page/share-buttons";
import { StockBadge } from "~/components/product-page/stock-badge";
import { ProductGrid } from "~/components/product/product-card";
import { env } from "~/lib/env.server";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import { unlessCartChange } from "~/lib/cart/revalidation";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { useReviewStanding } from "~/lib/personal/personal-store";
import type { PersonalHandle } from "~/lib/personal/use-personal-sync";
import { getProductPage } from "~/lib/medusa/catalogue-product.server";
import { DEFAULT_SHOP_NAME, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/product";
import { canonicalProductUrl, productMeta } from "./product/product-seo";
import { loadProductReviews, reviewAction } from "./product/product-reviews.server";

export const handle: I18nHandle & PersonalHandle = {
  i18n: ["product", "cart"],
  // The review form is the shopper's own: the root asks for it with the header's parts (docs/decisions/040).
  reviewedProduct: (data) => (data as { product?: { id: string } } | undefined)?.product?.id ?? null,
};

export const shouldRevalidate = unlessCartChange;

// Without data (a 404), the root's error boundary and title take over.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? productMeta({ ...loaderData, shopName: shopNameFrom(matches) }) : [];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await getProductPage(request, params.handle);
  if (!page) {
    // A real 404, rendered by the root's error boundary in the shopper's language; the data
    // carries the translated title for whoever wants it in the document title.
    const t = getInstance(context).getFixedT(null, "common");
    throw data({ title: t("errors.notFoundTitle") }, { status: 404 });
  }
  return {
    ...page,
    ...(await loadProductReviews(request, page.product.id)),
    canonicalUrl: canonicalProductUrl(env.PUBLIC_STOREFRONT_URL, page.product.handle),
    language: getLanguage(context),
  };
}

/** The review form (the page's only form posted here; the bag has its own resource route). */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") !== REVIEW_INTENT) throw data(null, { status: 400 });
  return reviewAction(request, formData);
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("product");
  const { product, related, canonicalUrl, reviews, reviewForm } = loaderData;
  const rootData = useRouteLoaderData<{ publicEnv?: { shopName?: string } }>("root");
  const shopName = rootData?.publicEnv?.shopName ?? DEFAULT_SHOP_NAME;
  const standing = useReviewStanding(product.id);

  return (
    // Keyed by product: moving to another product (a pack's component) starts the page afresh.
    <article key={product.id} className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={t("breadcrumb.label")} className="mb-6 text-sm text-ink-500">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/" className="hover:text-accent-800 hover:underline">
              {t("breadcrumb.home")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/shop" className="hover:text-accent-800 hover:underline">
              {t("breadcrumb.shop")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink-700">
            {product.title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery product={product} />

        <section aria-labelledby="product-title" className="flex flex-col gap-5">
          <header>
            {product.brand ? (
              <p className="text-xs font-semibold tracking-[0.16em] text-ink-500 uppercase">
                <span className="sr-only">{t("brandLabel")}</span> {product.brand.name}
              </p>
            ) : null}
            <h1 id="product-title" className="mt-2 font-display text-3xl leading-tight text-ink-900 sm:text-4xl">{product.title}</h1>
            {product.subtitle ? <p className="mt-2 text-lg text-ink-700">{product.subtitle}</p> : null}
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-500">
              {product.size ? <span>{t("size", { size: product.size })}</span> : null}
              {product.category ? (
                <span>
                  {t("categoryLabel")} {product.category.name}
                </span>
              ) : null}
            </p>
          </header>

          <ProductPrice price={product.price} />

          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <StockBadge stock={product.stock} />
            {product.soldCount > 0 ? (
              <p className="text-sm text-ink-500">{t("soldCount", { count: product.soldCount })}</p>
            ) : null}
          </div>

          <PurchaseActions product={product} />

          {product.skinTypes.length > 0 ? (
            <section aria-labelledby="skin-types-heading">
              <h2 id="skin-types-heading" className="text-sm font-semibold tracking-[0.14em] text-ink-500 uppercase">
                {t("skinTypes.heading")}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.skinTypes.map((skinType) => (
                  <li key={skinType} className="rounded-full bg-accent-50 px-3 py-1 text-sm text-accent-800">
                    {t(`skinTypes.${skinType}`)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {product.description ? (
            <TextSection id="description" heading={t("sections.description")}>
              {product.description}
            </TextSection>
          ) : null}

          <ShareButtons url={canonicalUrl} title={product.title} text={t("share.text", { title: product.title, shopName })} />
        </section>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        {product.details ? (
          <TextSection id="details" heading={t("sections.details")} large>
            {product.details}
          </TextSection>
        ) : null}
        {product.howToUse ? (
          <TextSection id="how-to-use" heading={t("sections.howToUse")} large>
            {product.howToUse}
          </TextSection>
        ) : null}
      </div>

      {product.isPack && product.packComponents.length > 0 ? (
        <div className="mt-12">
          <PackContents components={product.packComponents} />
        </div>
      ) : null}

      <div className="mt-12 border-t border-sand-200 pt-10">
        <ProductReviews
          productId={product.id}
          rating={product.rating}
          reviews={reviews}
          form={reviewForm ?? standing ?? "signed_out"}
          failure={actionData?.reviewFailure}
          pagePath={productDetailsPath(product.handle)}
          shopName={shopName}
        />
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12 border-t border-sand-200 pt-10">
          <h2 id="related-heading" className="mb-6 font-display text-2xl text-ink-900">
            {t("related.heading")}
          </h2>
          <ProductGrid products={related} eagerCount={0} wideColumns={4} />
        </section>
      ) : null}
    </article>
  );
}

interface TextSectionProps {
  id: string;
  heading: string;
  /** A main section of the page (larger heading) rather than one beside the picture. */
  large?: boolean;
  children: ReactNode;
}

function TextSection({ id, heading, large = false, children }: TextSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2
        id={`${id}-heading`}
        className={
          large
            ? "font-display text-2xl text-ink-900"
            : "text-sm font-semibold tracking-[0.14em] text-ink-500 uppercase"
        }
      >
        {heading}
      </h2>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-700">{children}</p>
    </section>
  );
}
