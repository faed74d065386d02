import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getNewsletterUnsubscribe, unsubscribeFromNewsletter } from "~/lib/medusa/newsletter.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/unsubscribe";

export const handle: I18nHandle = { i18n: ["newsletterPages"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

/** The signed link of the e-mail (`?subscriber=…&token=…`): no login needed, the link is the proof. */
function linkOf(request: Request) {
  const params = new URL(request.url).searchParams;
  return { subscriber: (params.get("subscriber") ?? "").slice(0, 100), token: (params.get("token") ?? "").slice(0, 200) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = getInstance(context).getFixedT(null, "newsletterPages")("unsubscribe.title");
  const link = linkOf(request);
  const answer = link.subscriber && link.token ? await getNewsletterUnsubscribe(request, link) : null;
  return answer?.ok ? { title, email: answer.data.subscriber.email, status: answer.data.subscriber.status } : { title, email: null, status: null };
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await unsubscribeFromNewsletter(request, linkOf(request));
  return answer.ok ? { email: answer.data.subscriber.email } : data({ email: null }, { status: 400 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletterPages");
  const busy = useNavigation().state === "submitting";
  const back = (
    <Link to="/" className="mt-4 inline-block text-sm text-accent-800 underline">
      {t("unsubscribe.back")}
    </Link>
  );
  const done = actionData?.email ?? (loaderData.status === "unsubscribed" ? loaderData.email : null);
  if (done) {
    return (
      <AuthCard heading={t("unsubscribe.heading")}>
        <p role="status" className="text-ink-900">{t("unsubscribe.done", { email: done })}</p>
        {back}
      </AuthCard>
    );
  }
  if (!loaderData.email || actionData?.email === null) {
    return (
      <AuthCard heading={t("unsubscribe.heading")}>
        <p role="alert" className="text-accent-800">{t("unsubscribe.invalid")}</p>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={t("unsubscribe.heading")} intro={t("unsubscribe.intro", { email: loaderData.email })}>
      {/* Posts to this same address, so the signed link travels with the form. */}
      <Form method="post" className="flex flex-col gap-4">
        <button type="submit" className="button-primary self-start disabled:opacity-60" disabled={busy} aria-busy={busy || undefined}>
          {t("unsubscribe.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}
