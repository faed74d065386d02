import { describe, expect, it } from "vitest";
import { countryOptions } from "./countries";

describe("countryOptions", () => {
  it("names countries in the shopper's language, Cameroon first, without duplicates", () => {
    expect(countryOptions(["fr", "cm", "GA", "cm"], "fr")).toEqual([
      { code: "cm", name: "Cameroun" },
      { code: "fr", name: "France" },
      { code: "ga", name: "Gabon" },
    ]);
    expect(countryOptions(["de", "cm"], "en").map((option) => option.name)).toEqual(["Cameroon", "Germany"]);
  });
});
