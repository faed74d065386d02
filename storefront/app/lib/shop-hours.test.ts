import { describe, expect, test } from "vitest";
import { resources } from "~/locales";
import { clockTime, openingHoursText } from "./shop-hours";

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, field: string) => values[field] ?? "");
const translate = (language: "fr" | "en") => ({
  range: (from: string, to: string) => fill(resources[language].common.shop.daysRange, { from, to }),
  sentence: (values: Record<string, string>) => fill(resources[language].common.shop.hours, values),
});

describe("opening hours", () => {
  test("times as each language writes them", () => {
    expect(clockTime("09:00", "fr")).toBe("9 h");
    expect(clockTime("18:30", "fr")).toBe("18 h 30");
    expect(clockTime("09:00", "en")).toBe("9:00 am");
    expect(clockTime("18:30", "en")).toBe("6:30 pm");
    expect(clockTime("12:00", "en")).toBe("12:00 pm");
  });

  test("the days and times of the shop's facts in a sentence", () => {
    const hours = { days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "18:00", time_zone: "Africa/Douala" } as const;
    expect(openingHoursText({ ...hours, days: [...hours.days] }, "fr", translate("fr"))).toBe("Du lundi au samedi, de 9 h à 18 h (GMT+1)");
    expect(openingHoursText({ ...hours, days: [...hours.days] }, "en", translate("en"))).toBe("Monday to Saturday, 9:00 am to 6:00 pm (GMT+1)");
    expect(openingHoursText({ ...hours, days: [1, 3, 5], closes: "17:30" }, "fr", translate("fr"))).toBe("Lundi, mercredi et vendredi, de 9 h à 17 h 30 (GMT+1)");
  });
});
