import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { confirmNewsletter, getNewsletterConfirmation } from "~/lib/medusa/newsletter.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/confirm";

export const handle: I18nHandle = { i18n: ["newsletterPages"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

/**
 * The e-mail's confirmation link opens this page; the consent is given by the button, with the
 * exact words shown here (the backend records them). Mail scanners that open links confirm nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const title = getInstance(context).getFixedT(null, "newsletterPages")("confirm.title");
  const answer = await getNewsletterConfirmation(request, params.token);
  return answer.ok ? { title, email: answer.data.subscriber.email, wording: answer.data.wording } : { title, email: null, wording: null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const answer = await confirmNewsletter(request, params.token);
  return answer.ok ? { confirmed: true as const } : data({ confirmed: false as const }, { status: 400 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletterPages");
  const busy = useNavigation().state === "submitting";
  const back = (
    <Link to="/" className="mt-4 inline-block text-sm text-accent-800 underline">
      {t("confirm.back")}
    </Link>
  );
  if (actionData?.confirmed) {
    return (
      <AuthCard heading={t("confirm.heading")}>
        <p role="status" className="text-ink-900">{t("confirm.done")}</p>
        {back}
      </AuthCard>
    );
  }
  if (!loaderData.email || actionData?.confirmed === false) {
    return (
      <AuthCard heading={t("confirm.heading")}>
        <p role="alert" className="text-accent-800">{t("confirm.invalid")}</p>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={t("confirm.heading")} intro={t("confirm.intro", { email: loaderData.email })}>
      <Form method="post" className="flex flex-col gap-4">
        {/* The backend's wording, shown as plain text: the words recorded with the consent. */}
        <p className="text-ink-900">{loaderData.wording}</p>
        <button type="submit" className="button-primary self-start disabled:opacity-60" disabled={busy} aria-busy={busy || undefined}>
          {t("confirm.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}
