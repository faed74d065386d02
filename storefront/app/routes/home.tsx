import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DealsSection } from "~/components/home/deals-section";
import { HomeHero } from "~/components/home/home-hero";
import { ProductSection } from "~/components/home/product-section";
import { parseVideoCount } from "~/components/home/video-count";
import { VideosSection } from "~/components/home/videos-section";
import { NewsletterSection } from "~/components/newsletter/newsletter-section";
import { getInstance } from "~/lib/i18n/i18next.server";
import { unlessCartChange } from "~/lib/cart/revalidation";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getDeals } from "~/lib/medusa/deals.server";
import { listCollectionProducts } from "~/lib/medusa/products.server";
import { listTutorials } from "~/lib/medusa/tutorials.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/home";

export const handle: I18nHandle = { i18n: ["home", "cart", "newsletter"] };

export const shouldRevalidate = unlessCartChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  ...(loaderData ? [{ name: "description", content: loaderData.description }] : []),
];

const FEATURED_LIMIT = 10;
const DEALS_LIMIT = 8;
const NEW_PACKS_LIMIT = 4;

/** A section whose backend call fails is left out (or says so) instead of failing the page. */
function unlessFailed<T>(section: string, load: Promise<T>): Promise<T | null> {
  return load.catch((error: unknown) => {
    console.error(`${section} unavailable:`, error);
    return null;
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getInstance(context).getFixedT(null, "home");
  const videosParam = new URL(request.url).searchParams.get("videos");
  // Awaited, not streamed: streamed content stays hidden without JavaScript. The calls run
  // side by side; a failing one costs only its own section.
  const [featured, deals, newPacks, videos] = await Promise.all([
    unlessFailed("Featured products", listCollectionProducts(request, "featured", FEATURED_LIMIT)),
    unlessFailed("Deals of the day", getDeals(request, DEALS_LIMIT)),
    unlessFailed("New packs", listCollectionProducts(request, "new-packs", NEW_PACKS_LIMIT)),
    unlessFailed("How-to videos", listTutorials(request, parseVideoCount(videosParam))),
  ]);
  return {
    title: t("title"),
    description: t("description"),
    featured,
    deals,
    newPacks,
    videos,
    videosExpanded: videosParam !== null,
    // One clock for the server and the browser: "ends today" reads the same on both.
    now: Date.now(),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const { featured, deals, newPacks, videos } = loaderData;
  const seeAll = (
    <Link to="/shop" className="text-sm font-semibold text-accent-700 hover:text-accent-800 hover:underline">
      {t("featured.seeAll")}
    </Link>
  );

  return (
    <>
      <HomeHero />

      {featured && featured.length > 0 ? (
        <ProductSection id="featured" heading={t("featured.heading")} action={seeAll} products={featured} eagerCount={4} />
      ) : (
        <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="featured-heading" className="mb-8 font-display text-3xl text-ink-900">
            {t("featured.heading")}
          </h2>
          <p className={featured === null ? "text-ink-700" : "text-ink-500"}>
            {t(featured === null ? "featured.error" : "featured.empty")}
          </p>
        </section>
      )}

      {deals ? <DealsSection deals={deals} now={loaderData.now} /> : null}

      {newPacks && newPacks.length > 0 ? (
        <ProductSection id="new-packs" heading={t("newPacks.heading")} subheading={t("newPacks.intro")} products={newPacks} />
      ) : null}

      {videos && videos.tutorials.length > 0 ? (
        <VideosSection videos={videos} expanded={loaderData.videosExpanded} />
      ) : null}

      <NewsletterSection />
    </>
  );
}
