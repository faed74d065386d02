import { FIELD_LIMITS } from "@dreamshade/contracts";
import { data } from "react-router";
import type { NewsletterResult } from "~/components/newsletter/newsletter-form";
import type { Language } from "~/lib/i18n/languages";
import { subscribeToNewsletter } from "~/lib/medusa/newsletter.server";
import { newsletterErrorsForCode, validateNewsletter } from "./schema";

/** The subscribe form's action: checked here, then by the backend; a refusal keeps the typed address. */
export async function subscribeAction(request: Request, language: Language) {
  const formData = await request.formData();
  const checked = validateNewsletter(formData);
  if (!checked.ok) {
    return data<NewsletterResult>({ failure: { errors: checked.errors, values: checked.values } }, { status: 400 });
  }
  const answer = await subscribeToNewsletter(request, { ...checked.data, locale: language });
  if (answer.ok) return data<NewsletterResult>({ sent: answer.data.subscriber.email });
  const errors = newsletterErrorsForCode(answer.code, answer.field);
  if (!errors) throw new Error(`Newsletter subscription refused: ${answer.status} ${answer.code ?? ""}`);
  const typed = formData.get("email");
  return data<NewsletterResult>(
    { failure: { errors, values: { email: typeof typed === "string" ? typed.slice(0, FIELD_LIMITS.email) : "" }, retryAfter: answer.retryAfter } },
    { status: answer.status === 429 ? 429 : 400 },
  );
}
