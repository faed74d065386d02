import { describe, expect, it } from "vitest";
import { describeDays, weekdayName } from "./shop-days";

const fr = (from: string, to: string) => `du ${from} au ${to}`;
const en = (from: string, to: string) => `${from} to ${to}`;

describe("describeDays", () => {
  it("words a run of days as a range, from day codes or ISO numbers", () => {
    expect(describeDays(["mon", "tue", "wed", "thu", "fri", "sat"], "fr", fr)).toBe("du lundi au samedi");
    expect(describeDays([1, 2, 3, 4, 5, 6], "en", en)).toBe("Monday to Saturday");
  });

  it("lists days that do not follow each other", () => {
    expect(describeDays([5, 1, 3], "en", en)).toBe("Monday, Wednesday, and Friday");
    expect(describeDays(["sat"], "fr", fr)).toBe("samedi");
    expect(describeDays([1, 3, 5], "fr", fr)).toBe("lundi, mercredi et vendredi");
    expect(describeDays([6, 7], "en", en)).toBe("Saturday and Sunday");
  });

  it("writes names and lists as Intl does in both languages", () => {
    for (const [language, locale] of [["fr", "fr-FR"], ["en", "en-GB"]] as const) {
      const names = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
      const lists = new Intl.ListFormat(language, { style: "long", type: "conjunction" });
      const days = [1, 2, 3, 4, 5, 6, 7].map((day) => names.format(new Date(Date.UTC(2024, 0, day))));
      expect(days.map((_, index) => weekdayName(index + 1, language))).toEqual(days);
      for (const picked of [[1, 3], [1, 3, 5], [2, 4, 6, 7]]) {
        const range = () => "not a list";
        expect(describeDays(picked, language, range)).toBe(lists.format(picked.map((day) => days[day - 1]!)));
      }
    }
  });
});

describe("weekdayName", () => {
  it("names ISO days 1 (Monday) to 7 (Sunday) in either language", () => {
    expect(weekdayName(1, "fr")).toBe("lundi");
    expect(weekdayName(7, "en")).toBe("Sunday");
  });

  it("refuses a number that is no weekday", () => {
    expect(() => weekdayName(0, "en")).toThrow(/not an ISO weekday/);
    expect(() => weekdayName(8, "fr")).toThrow();
  });
});
