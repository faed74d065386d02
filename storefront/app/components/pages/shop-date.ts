import { perLanguage, type Language } from "~/lib/i18n/languages";

/**
 * Dates as the shop writes them, always in Douala's time zone: the server and the browser then
 * print the same day whatever their own clock's zone (no hydration mismatch).
 */
const DATE_LOCALES = { fr: "fr-FR", en: "en-GB" } as const satisfies Record<Language, string>;

/** The shop is in Douala (GMT+1, no daylight saving), as the backend's `hours.time_zone` says. */
export const SHOP_TIME_ZONE = "Africa/Douala";

// Made once, on first use: an Intl formatter is costly to build, and the home page's deals ask
// for several dates.
const longDate = (withYear: boolean) =>
  perLanguage(
    (language) =>
      new Intl.DateTimeFormat(DATE_LOCALES[language], {
        day: "numeric",
        month: "long",
        ...(withYear ? { year: "numeric" } : {}),
        timeZone: SHOP_TIME_ZONE,
      }),
  );
const LONG_DATES = { withYear: longDate(true), withoutYear: longDate(false) } as const;
let calendarDayFormat: Intl.DateTimeFormat | undefined;
const calendarDay = () =>
  (calendarDayFormat ??= new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: SHOP_TIME_ZONE }));

/** `29 novembre 2026` / `29 November 2026`; without the year when `withYear` is false. */
export function formatShopDate(value: string | number | Date, language: Language, { withYear = true } = {}): string {
  return LONG_DATES[withYear ? "withYear" : "withoutYear"](language).format(new Date(value));
}

/** `2026-11-29`: the calendar day in Douala, for comparisons. */
export function shopDay(value: string | number | Date): string {
  return calendarDay().format(new Date(value));
}
