import { data } from "react-router";
import type { Language } from "~/lib/i18n/languages";
import { subscribeToNewsletter } from "~/lib/medusa/newsletter.server";
import { NEWSLETTER_FORM } from "~/lib/forms/messages";
import { formFailure, parseSubmission } from "~/lib/forms/submission";
import { type NewsletterResult, NewsletterSchema, newsletterErrorsForCode } from "./schema";

/** The subscribe form's action: checked here, then by the backend; a refusal keeps the typed address. */
export async function subscribeAction(request: Request, language: Language) {
  const formData = await request.formData();
  const checked = parseSubmission(NewsletterSchema, formData, NEWSLETTER_FORM);
  if (!checked.ok) {
    const { ok: _, ...failure } = checked;
    return data<NewsletterResult>({ failure }, { status: 400 });
  }
  const answer = await subscribeToNewsletter(request, { ...checked.data, locale: language });
  if (answer.ok) return data<NewsletterResult>({ sent: answer.data.email });
  const errors = newsletterErrorsForCode(answer.code, answer.field);
  if (!errors) throw new Error(`Newsletter subscription refused: ${answer.status} ${answer.code ?? ""}`);
  return data<NewsletterResult>(
    { failure: formFailure(formData, errors, { retryAfter: answer.retryAfter }) },
    { status: answer.status === 429 ? 429 : 400 },
  );
}
