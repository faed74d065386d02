import { describe, expect, test } from "vitest";
import { formatShopDate, formatShopDateTime, shopDay } from "./shop-date";

// 23:30 UTC is already the next day in Douala (GMT+1): the shop's clock decides.
const LATE_EVENING_UTC = "2026-11-29T23:30:00.000Z";

describe("shop dates, on Douala's clock", () => {
  test("the day, with or without its year, in French and English", () => {
    expect(formatShopDate(LATE_EVENING_UTC, "fr")).toBe("30 novembre 2026");
    expect(formatShopDate(LATE_EVENING_UTC, "en", { withYear: false })).toBe("30 November");
    expect(shopDay(LATE_EVENING_UTC)).toBe("2026-11-30");
  });

  test("a moment, such as a sale's end", () => {
    expect(formatShopDateTime(LATE_EVENING_UTC, "fr")).toBe("30 novembre 2026 à 00:30");
    expect(formatShopDateTime(LATE_EVENING_UTC, "en")).toBe("30 November 2026 at 00:30");
  });

  test("no text for a broken date", () => {
    expect(formatShopDateTime("not a date", "fr")).toBeNull();
    expect(() => formatShopDate("not a date", "en")).toThrow(/not a date/);
  });

  test("every form as Intl writes it in the Africa/Douala zone, over two years", () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "Africa/Douala" });
    const forms = {
      fr: { long: intl("fr-FR", { day: "numeric", month: "long", year: "numeric" }), short: intl("fr-FR", { day: "numeric", month: "long" }), moment: intl("fr-FR", { dateStyle: "long", timeStyle: "short" }) },
      en: { long: intl("en-GB", { day: "numeric", month: "long", year: "numeric" }), short: intl("en-GB", { day: "numeric", month: "long" }), moment: intl("en-GB", { dateStyle: "long", timeStyle: "short" }) },
    };
    const day = intl("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
    // Every 7 h 13 min from 2026 to 2027: every day of the year, at hours all round the clock.
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += (7 * 60 + 13) * 60 * 1000) {
      for (const language of ["fr", "en"] as const) {
        expect(formatShopDate(time, language)).toBe(forms[language].long.format(time));
        expect(formatShopDate(time, language, { withYear: false })).toBe(forms[language].short.format(time));
        expect(formatShopDateTime(time, language)).toBe(forms[language].moment.format(time));
      }
      expect(shopDay(time)).toBe(day.format(time));
    }
  });
});
