import type { Language } from "~/lib/i18n/languages";

/** The shop is in Douala (GMT+1, no daylight saving), as the backend's `hours.time_zone` says. */
export const SHOP_TIME_ZONE = "Africa/Douala";
const DOUALA_OFFSET_MS = 60 * 60 * 1000;

/**
 * Dates as the shop writes them, always in Douala's time: the server and the browser then print
 * the same day whatever their own clock's zone (no hydration mismatch). Written by hand, not with
 * Intl.DateTimeFormat: a formatter with a time zone cost a phone-speed main thread a long task
 * during the home page's hydration (docs/decisions/030). The tests check every form against Intl.
 */
const MONTHS: Record<Language, readonly string[]> = {
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/** The instant's calendar fields on Douala's clock. */
function doualaClock(value: string | number | Date) {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const douala = new Date(time + DOUALA_OFFSET_MS);
  return {
    year: douala.getUTCFullYear(),
    month: douala.getUTCMonth(),
    day: douala.getUTCDate(),
    hours: douala.getUTCHours(),
    minutes: douala.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** `29 novembre 2026` / `29 November 2026`; without the year when `withYear` is false. */
export function formatShopDate(value: string | number | Date, language: Language, { withYear = true } = {}): string {
  const clock = doualaClock(value);
  if (!clock) throw new Error(`formatShopDate: not a date: ${String(value)}`);
  const dayAndMonth = `${clock.day} ${MONTHS[language][clock.month]}`;
  return withYear ? `${dayAndMonth} ${clock.year}` : dayAndMonth;
}

/** `30 novembre 2026 à 00:30` / `30 November 2026 at 00:30`; null for a broken date. */
export function formatShopDateTime(value: string | number | Date, language: Language): string | null {
  const clock = doualaClock(value);
  if (!clock) return null;
  const time = `${twoDigits(clock.hours)}:${twoDigits(clock.minutes)}`;
  return `${formatShopDate(value, language)} ${language === "fr" ? "à" : "at"} ${time}`;
}

/** `2026-11-29`: the calendar day in Douala, for comparisons. */
export function shopDay(value: string | number | Date): string {
  const clock = doualaClock(value);
  if (!clock) throw new Error(`shopDay: not a date: ${String(value)}`);
  return `${clock.year}-${twoDigits(clock.month + 1)}-${twoDigits(clock.day)}`;
}
