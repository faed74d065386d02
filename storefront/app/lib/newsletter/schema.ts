import { NEWSLETTER_ERRORS, type NewsletterErrorCode, newsletterSubscriptionFields } from "@dreamshade/contracts";
import { z } from "zod";
import type { FormFailure } from "~/lib/forms/submission";
import type newsletterFr from "~/locales/fr/newsletter";

type MessageKeys = keyof (typeof newsletterFr)["messages"];
type PluralBase<K> = K extends `${infer Base}_${"one" | "other"}` ? Base : K;
/** A key of `newsletter.messages` (plural forms under one name). */
export type NewsletterMessage = PluralBase<MessageKeys>;

const key = (name: NewsletterMessage) => name;

/**
 * The subscribe form, checked in the browser and in the action; the backend checks the same
 * contracts' rules again.
 */
export const NewsletterSchema = z.object(newsletterSubscriptionFields({ email: key("email"), captcha: key("captcha") }));

export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** What the subscribe action answers: the address the link went to, or why not. */
export type NewsletterResult = { sent: string } | { failure: FormFailure<NewsletterMessage> };

/** Per field, the message key to show; `form` for the whole form. */
export type NewsletterErrors = Partial<Record<"email" | "captcha" | "form", NewsletterMessage>>;

/** Every code the API may answer, so a new one is a type error here until it is worded. */
const ERRORS_BY_CODE: Record<NewsletterErrorCode, (field?: string) => NewsletterErrors | null> = {
  captcha_invalid: () => ({ captcha: "captcha" }),
  too_many_attempts: () => ({ form: "tooManyAttempts" }),
  invalid_data: (field) => (field === "captcha" ? { captcha: "captcha" } : { email: "email" }),
  // A confirmation link's refusal: the confirmation page words it, not the subscribe form.
  token_invalid: () => null,
};

/** The newsletter API's refusal codes as form errors; null for anything the shopper cannot fix. */
export function newsletterErrorsForCode(code: string | undefined, field?: string): NewsletterErrors | null {
  return code && Object.hasOwn(NEWSLETTER_ERRORS, code) ? ERRORS_BY_CODE[code as NewsletterErrorCode](field) : null;
}
