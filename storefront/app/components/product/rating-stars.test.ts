import { describe, expect, it } from "vitest";
import { formatAverageRating } from "./rating-stars";

describe("formatAverageRating", () => {
  it("writes one decimal with the language's separator", () => {
    expect(formatAverageRating(4.5, "fr")).toBe("4,5");
    expect(formatAverageRating(4, "en")).toBe("4.0");
  });

  it("rounds every average the backend gives (two decimals, 0 to 5) as Intl does", () => {
    for (const [language, locale] of [["fr", "fr-FR"], ["en", "en-US"]] as const) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (let hundredths = 0; hundredths <= 500; hundredths++) {
        const average = hundredths / 100;
        expect(formatAverageRating(average, language)).toBe(intl.format(average));
      }
    }
  });
});
