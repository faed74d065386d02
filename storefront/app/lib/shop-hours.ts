import type { ShopFacts } from "@dreamshade/contracts";
import { describeDays } from "~/lib/checkout/shop-days";
import type { Language } from "~/lib/i18n/languages";

/** The `common` namespace's `shop.daysRange` and `shop.hours`, in the page's language. */
export interface HoursWords {
  range: (from: string, to: string) => string;
  sentence: (values: { days: string; opens: string; closes: string }) => string;
}

/** `18:30` → `18 h 30` (fr) / `6:30 pm` (en); `09:00` → `9 h` / `9:00 am`. */
export function clockTime(hhmm: string, language: Language): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  const mm = String(minutes).padStart(2, "0");
  if (language === "fr") return minutes ? `${hours} h ${mm}` : `${hours} h`;
  return `${hours % 12 || 12}:${mm} ${hours < 12 ? "am" : "pm"}`;
}

/**
 * The opening hours in a sentence ("Du lundi au samedi, de 9 h à 18 h (GMT+1)"), from the shop's facts.
 */
export function openingHoursText(hours: ShopFacts["hours"], language: Language, words: HoursWords): string {
  const days = describeDays(hours.days, language, words.range);
  const capitalized = days.charAt(0).toLocaleUpperCase(language) + days.slice(1);
  return words.sentence({ days: capitalized, opens: clockTime(hours.opens, language), closes: clockTime(hours.closes, language) });
}
