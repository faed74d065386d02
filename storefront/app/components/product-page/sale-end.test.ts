import { describe, expect, test } from "vitest";
import { formatSaleEnd } from "./sale-end";

describe("formatSaleEnd", () => {
  // 23:30 UTC is already the next day in Douala (GMT+1): the shop's clock decides.
  const end = "2026-11-29T23:30:00.000Z";

  test("French and English, in Douala time", () => {
    expect(formatSaleEnd(end, "fr")).toBe("30 novembre 2026 à 00:30");
    expect(formatSaleEnd(end, "en")).toBe("30 November 2026 at 00:30");
  });

  test("no text for a broken date", () => {
    expect(formatSaleEnd("not a date", "fr")).toBeNull();
  });
});
