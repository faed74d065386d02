import { describe, expect, test } from "vitest";
import { describeDealEnd } from "./deal-end";

const now = Date.parse("2026-11-22T12:00:00Z"); // 13:00 in Douala

describe("describeDealEnd", () => {
  test("a later day this year: day and month in the shopper's language", () => {
    expect(describeDealEnd("2026-11-29T12:10:53.982Z", now, "fr")).toEqual({ when: "date", date: "29 novembre" });
    expect(describeDealEnd("2026-11-29T12:10:53.982Z", now, "en")).toEqual({ when: "date", date: "29 November" });
  });

  test("another year shows the year", () => {
    expect(describeDealEnd("2027-01-03T10:00:00Z", now, "fr")).toEqual({ when: "date", date: "3 janvier 2027" });
    expect(describeDealEnd("2027-01-03T10:00:00Z", now, "en")).toEqual({ when: "date", date: "3 January 2027" });
  });

  test("today and tomorrow by Douala's calendar (GMT+1), not the server's", () => {
    expect(describeDealEnd("2026-11-22T22:30:00Z", now, "fr")).toEqual({ when: "today" });
    // 23:30 UTC is already the 23rd in Douala.
    expect(describeDealEnd("2026-11-22T23:30:00Z", now, "fr")).toEqual({ when: "tomorrow" });
    expect(describeDealEnd("2026-11-23T22:59:00Z", now, "en")).toEqual({ when: "tomorrow" });
    expect(describeDealEnd("2026-11-23T23:00:00Z", now, "en")).toEqual({ when: "date", date: "24 November" });
  });
});
