import { data } from "react-router";
import { InfoPageView } from "~/components/pages/info-page-view";
import { isInfoPagePath } from "~/lib/info-page-paths";
import { getInfoPage } from "~/components/pages/info-pages.server";
import { env } from "~/lib/env.server";
import { getLanguage } from "~/lib/i18n/i18next.server";
import { getShopFacts } from "~/lib/medusa/shop.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/info-page";

/**
 * Every informational page (about, FAQ, contact, help centre, legal pages…): app/routes.ts
 * registers this module once per path. The page's text arrives as loader data, in the
 * shopper's language, so no translation namespace is needed (see app/components/pages).
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.content.title) },
  ...(loaderData ? [{ name: "description", content: loaderData.content.description }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  if (!isInfoPagePath(path)) throw data(null, { status: 404 });
  return getInfoPage(path, getLanguage(context), env.SHOP_NAME, await getShopFacts());
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView content={loaderData.content} labels={loaderData.labels} />;
}
