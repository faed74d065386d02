import { useTranslation } from "react-i18next";
import { AuthCard } from "~/components/account/auth-card";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import type { NewsletterResult } from "~/lib/newsletter/schema";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { subscribeAction } from "~/lib/newsletter/subscribe.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/subscribe";

export const handle: I18nHandle = { i18n: ["newsletter"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).getFixedT(null, "newsletterPages")("page.title") };
}

/** Every subscribe form (home page, footer) posts here; without JavaScript this page shows the answer. */
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, getLanguage(context));
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  return (
    <AuthCard heading={t("heading")} intro={t("intro")}>
      <NewsletterForm place="page" result={actionData as NewsletterResult | undefined} />
    </AuthCard>
  );
}
