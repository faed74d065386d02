import { data } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { InfoPageView } from "~/components/pages/info-page-view";
import { getInfoPage } from "~/components/pages/info-pages.server";
import { apiFailure, invalid } from "~/lib/account/api-failure.server";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { parseSubmission, type FormFailure } from "~/lib/forms/submission";
import type { AccountMessage } from "~/lib/account/schemas";
import { ContactSchema } from "~/lib/contact/contact-schema";
import { env } from "~/lib/env.server";
import { getLanguage } from "~/lib/i18n/i18next.server";
import { getShopFacts } from "~/lib/medusa/shop.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { sendContactMessage } from "~/lib/medusa/contact.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/contact";

/** /contact: the informational page (details, hours) and the contact form (spec §2, §8). */
export const handle: I18nHandle = { i18n: ["account", "contact"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.content.title) },
  ...(loaderData ? [{ name: "description", content: loaderData.content.description }] : []),
];

export async function loader({ context }: Route.LoaderArgs) {
  return getInfoPage("contact", getLanguage(context), env.SHOP_NAME, await getShopFacts());
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(ContactSchema, formData, ACCOUNT_FORM);
  if (!submission.ok) return invalid(submission);
  try {
    await sendContactMessage(request, submission.data, getLanguage(context));
  } catch (error) {
    return apiFailure(error, formData, { form: "generic" });
  }
  // A new key per success empties the form (with JavaScript, nothing reloads the page).
  return data({ sent: true as const, sentAt: Date.now() });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure<AccountMessage>) : undefined;
  const sentAt = actionData && "sentAt" in actionData ? actionData.sentAt : 0;
  return (
    <>
      <InfoPageView content={loaderData.content} labels={loaderData.labels} />
      <ContactForm key={sentAt} failure={failure} sent={sentAt > 0} />
    </>
  );
}
