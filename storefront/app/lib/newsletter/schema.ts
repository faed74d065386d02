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
