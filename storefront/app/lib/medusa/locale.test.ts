import { describe, expect, test } from "vitest";
import { localeHeaders, toMedusaLocale } from "./locale";

describe("Medusa locale", () => {
  test("maps the shop's languages", () => {
    expect(toMedusaLocale("fr")).toBe("fr-FR");
    expect(toMedusaLocale("en")).toBe("en-US");
  });

  test("travels as the x-medusa-locale header", () => {
    expect(localeHeaders("en")).toEqual({ "x-medusa-locale": "en-US" });
  });
});
