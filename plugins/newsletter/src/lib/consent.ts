export const NEWSLETTER_LOCALES = ["fr", "en"] as const
export type NewsletterLocale = (typeof NEWSLETTER_LOCALES)[number]

/**
 * The exact words a subscriber agrees to on the confirmation page, per language. They are recorded
 * with the consent: change them by adding a new wording, never by editing what was agreed to.
 */
export const CONSENT_WORDING: Record<NewsletterLocale, string> = {
  fr: "J'accepte de recevoir par e-mail la newsletter de DreamShade (nouveautés, conseils beauté et offres). Je peux me désinscrire à tout moment grâce au lien présent dans chaque e-mail.",
  en: "I agree to receive DreamShade's newsletter by e-mail (new products, beauty tips and offers). I can unsubscribe at any time with the link in every e-mail.",
}

export function toNewsletterLocale(value: unknown): NewsletterLocale {
  return typeof value === "string" && value.toLowerCase().startsWith("en") ? "en" : "fr"
}
