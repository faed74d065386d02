import type { Language } from "~/lib/i18n/languages";

/** `mon`…`sun` (delivery options) or ISO numbers 1…7 (shop details): both name the same days. */
const WEEKDAY_CODES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export function toIsoWeekday(day: number | string): number | null {
  if (typeof day === "number") return day >= 1 && day <= 7 ? day : null;
  const index = WEEKDAY_CODES.indexOf(day as (typeof WEEKDAY_CODES)[number]);
  return index >= 0 ? index + 1 : null;
}

/** The day's name in the shopper's language; 2024-01-01 was a Monday. */
export function weekdayName(isoDay: number, language: Language): string {
  const date = new Date(Date.UTC(2024, 0, isoDay));
  return new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", { weekday: "long", timeZone: "UTC" }).format(date);
}

/**
 * Opening days as words: a run of consecutive days as a range ("Monday to Saturday"), otherwise
 * a list ("Monday, Wednesday, Friday"). `range` words the range in the page's language.
 */
export function describeDays(
  days: readonly (number | string)[],
  language: Language,
  range: (from: string, to: string) => string,
): string {
  const iso = [...new Set(days.map(toIsoWeekday).filter((day): day is number => day !== null))].sort((a, b) => a - b);
  if (iso.length === 0) return "";
  const first = iso[0]!;
  const consecutive = iso.every((day, index) => day === first + index);
  if (consecutive && iso.length > 2) return range(weekdayName(first, language), weekdayName(iso.at(-1)!, language));
  return new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(iso.map((day) => weekdayName(day, language)));
}
