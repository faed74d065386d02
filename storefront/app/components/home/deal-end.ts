import { formatShopDate, shopDay } from "~/components/pages/shop-date";
import type { Language } from "~/lib/i18n/languages";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the home page says when the deal ends, by Douala's calendar. */
export type DealEnd = { when: "today" } | { when: "tomorrow" } | { when: "date"; date: string };

/**
 * `now` comes from the loader, so the server and the browser describe the same moment (no
 * hydration mismatch around midnight). The year is shown only when it is not this year.
 */
export function describeDealEnd(endsAt: string, now: number, language: Language): DealEnd {
  const day = shopDay(endsAt);
  const today = shopDay(now);
  if (day === today) return { when: "today" };
  if (day === shopDay(now + DAY_MS)) return { when: "tomorrow" };
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return { when: "date", date: formatShopDate(endsAt, language, { withYear: !sameYear }) };
}
