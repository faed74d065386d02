import type { Language } from "~/lib/i18n/languages";

/** A date as the shopper reads it; formatted on the server so the page never differs on hydration. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Douala",
  }).format(new Date(iso));
}
