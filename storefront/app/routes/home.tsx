import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProductGrid } from "~/components/product/product-card";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { listCollectionProducts } from "~/lib/medusa/products.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/home";

export const handle: I18nHandle = { i18n: ["home"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

const FEATURED_LIMIT = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getInstance(context).getFixedT(null, "home");
  // Awaited, not streamed: streamed content stays hidden without JavaScript. If the backend
  // fails, the page still renders, with a notice in place of the products.
  const featured = await listCollectionProducts(request, "featured", FEATURED_LIMIT).catch(
    (error: unknown) => {
      console.error("Featured products unavailable:", error);
      return null;
    },
  );
  return { title: t("title"), featured };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <section className="relative overflow-hidden border-b border-sand-200 bg-gradient-to-br from-accent-50 via-cream to-sand-100">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-96 w-96 rounded-full bg-accent-100/70 blur-3xl"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-xs font-semibold tracking-[0.24em] text-accent-700 uppercase">
            {t("hero.eyebrow")}
          </p>
          <h1 className="mt-4 max-w-2xl font-display text-4xl leading-tight text-ink-900 sm:text-6xl">
            {t("hero.heading")}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-700">{t("hero.text")}</p>
          <Link to="/shop" className="button-primary mt-8">
            {t("hero.cta")}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="font-display text-3xl text-ink-900">
            {t("featured.heading")}
          </h2>
          <Link to="/shop" className="text-sm font-semibold text-accent-700 hover:text-accent-800 hover:underline">
            {t("featured.seeAll")}
          </Link>
        </div>
        {loaderData.featured === null ? (
          <p className="text-ink-700">{t("featured.error")}</p>
        ) : loaderData.featured.length > 0 ? (
          <ProductGrid products={loaderData.featured} wideColumns={4} />
        ) : (
          <p className="text-ink-500">{t("featured.empty")}</p>
        )}
      </section>
    </>
  );
}
