import type { Language } from "~/lib/i18n/languages";

/** `mon`…`sun` (delivery options) or ISO numbers 1…7 (shop details): both name the same days. */
const WEEKDAY_CODES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export function toIsoWeekday(day: number | string): number | null {
  if (typeof day === "number") return day >= 1 && day <= 7 ? day : null;
  const index = WEEKDAY_CODES.indexOf(day as (typeof WEEKDAY_CODES)[number]);
  return index >= 0 ? index + 1 : null;
}

/**
 * The seven day names, Monday first, written out rather than asked of Intl: every page's footer
 * names the opening days, and building an Intl.DateTimeFormat and an Intl.ListFormat cost a
 * phone-speed main thread a long task during hydration (docs/decisions/030).
 */
const WEEKDAY_NAMES: Record<Language, readonly string[]> = {
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};

/** "a, b et c" / "a, b, and c", as Intl.ListFormat's long conjunction writes them. */
function listOf(names: string[], language: Language): string {
  if (names.length <= 1) return names.join("");
  const last = names.at(-1)!;
  const head = names.slice(0, -1).join(", ");
  if (language === "fr") return `${head} et ${last}`;
  return names.length === 2 ? `${head} and ${last}` : `${head}, and ${last}`;
}

/** The day's name in the shopper's language. */
export function weekdayName(isoDay: number, language: Language): string {
  const name = WEEKDAY_NAMES[language][isoDay - 1];
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
  return listOf(
    iso.map((day) => weekdayName(day, language)),
    language,
  );
}
