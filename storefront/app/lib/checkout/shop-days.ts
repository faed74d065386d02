import { perLanguage, type Language } from "~/lib/i18n/languages";

/** `mon`…`sun` (delivery options) or ISO numbers 1…7 (shop details): both name the same days. */
const WEEKDAY_CODES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export function toIsoWeekday(day: number | string): number | null {
  if (typeof day === "number") return day >= 1 && day <= 7 ? day : null;
  const index = WEEKDAY_CODES.indexOf(day as (typeof WEEKDAY_CODES)[number]);
  return index >= 0 ? index + 1 : null;
}

/** The seven day names of a language, Monday first; 2024-01-01 was a Monday. */
function weekdayNamesOf(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, index + 1))));
}

// Built once per language, on first use: every page's footer names the opening days, and an Intl
// formatter is costly to make.
const weekdayNames = perLanguage((language) => weekdayNamesOf(language === "fr" ? "fr-FR" : "en-GB"));
const dayList = perLanguage((language) => new Intl.ListFormat(language, { style: "long", type: "conjunction" }));

/** The day's name in the shopper's language. */
export function weekdayName(isoDay: number, language: Language): string {
  const name = weekdayNames(language)[isoDay - 1];
  if (name === undefined) throw new Error(`weekdayName: not an ISO weekday: ${isoDay}`);
  return name;
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
  return dayList(language).format(iso.map((day) => weekdayName(day, language)));
}
