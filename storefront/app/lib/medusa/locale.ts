import type { Language } from "~/lib/i18n/languages";

/** The one mapping from the shop's languages to the locales Medusa's Translation module knows. */
const MEDUSA_LOCALES = { fr: "fr-FR", en: "en-US" } as const satisfies Record<Language, string>;

export type MedusaLocale = (typeof MEDUSA_LOCALES)[Language];

export function toMedusaLocale(language: Language): MedusaLocale {
  return MEDUSA_LOCALES[language];
}

/** Headers every store call sends: products come back in the shopper's language. */
export function localeHeaders(language: Language): { "x-medusa-locale": MedusaLocale } {
  return { "x-medusa-locale": toMedusaLocale(language) };
}
