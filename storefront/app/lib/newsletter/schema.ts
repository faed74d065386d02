import { z } from "zod";
import type newsletterFr from "~/locales/fr/newsletter";

type MessageKeys = keyof (typeof newsletterFr)["messages"];
type PluralBase<K> = K extends `${infer Base}_${"one" | "other"}` ? Base : K;
/** A key of `newsletter.messages` (plural forms under one name). */
export type NewsletterMessage = PluralBase<MessageKeys>;

const message = (key: NewsletterMessage) => ({ error: key });

/** The subscribe form, checked in the browser and in the action (the backend checks again). */
export const NewsletterSchema = z.object({
  email: z.string(message("email")).trim().toLowerCase().max(254, message("email")).pipe(z.email(message("email"))),
  captcha: z.string(message("captcha")).min(1, message("captcha")).max(10_000, message("captcha")),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** Per field, the message key to show; `form` for the whole form. */
export type NewsletterErrors = Partial<Record<"email" | "captcha" | "form", NewsletterMessage>>;

/** A refused subscription: what went wrong and the typed address (never the captcha proof). */
export interface NewsletterFailure {
  errors: NewsletterErrors;
  values: { email?: string };
  retryAfter?: number;
}

export function validateNewsletter(formData: FormData): { ok: true; data: NewsletterInput } | ({ ok: false } & NewsletterFailure) {
  const email = formData.get("email");
  const result = NewsletterSchema.safeParse({ email, captcha: formData.get("captcha") });
  if (result.success) return { ok: true, data: result.data };
  const errors: NewsletterErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === "captcha" ? "captcha" : "email";
    errors[field] ??= field;
  }
  return { ok: false, errors, values: { email: typeof email === "string" ? email.slice(0, 254) : "" } };
}

/** The newsletter API's refusal codes as form errors; null for anything the shopper cannot fix. */
export function newsletterErrorsForCode(code: string | undefined, field?: string): NewsletterErrors | null {
  switch (code) {
    case "already_subscribed":
      return { email: "alreadySubscribed" };
    case "captcha_invalid":
      return { captcha: "captcha" };
    case "too_many_attempts":
      return { form: "tooManyAttempts" };
    case "invalid_data":
      return field === "captcha" ? { captcha: "captcha" } : { email: "email" };
    default:
      return null;
  }
}
