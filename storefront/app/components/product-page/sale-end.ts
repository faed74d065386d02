import { perLanguage, type Language } from "~/lib/i18n/languages";

/**
 * Sale ends are shown in the shop's time zone (Douala, GMT+1) whatever the server's or the
 * browser's: the same text on both sides, so hydration never disagrees.
 */
export const SHOP_TIME_ZONE = "Africa/Douala";

const format = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE }),
);

export function formatSaleEnd(isoDate: string, language: Language): string | null {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? null : format(language).format(date);
}
