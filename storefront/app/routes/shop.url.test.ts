import { describe, expect, test } from "vitest";
import { parsePageParam, shopPageUrl } from "./shop.url";

describe("parsePageParam", () => {
  test("absent means page 1", () => {
    expect(parsePageParam(null)).toBe(1);
  });

  test("positive whole numbers are pages", () => {
    expect(parsePageParam("1")).toBe(1);
    expect(parsePageParam("7")).toBe(7);
  });

  test.each(["0", "-2", "abc", "2.5", "", " 3", "1e3", "9999999"])("refuses %j", (raw) => {
    expect(parsePageParam(raw)).toBeNull();
  });
});

describe("shopPageUrl", () => {
  test("page 1 is the bare shop URL", () => {
    expect(shopPageUrl("?page=abc", 1)).toBe("/shop");
  });

  test("keeps other parameters", () => {
    expect(shopPageUrl("?brand=sawa&page=4", 2)).toBe("/shop?brand=sawa&page=2");
    expect(shopPageUrl("?brand=sawa", 1)).toBe("/shop?brand=sawa");
  });

  test("writes the pagination placeholder unencoded", () => {
    expect(shopPageUrl("?lng=en&page=2", "{page}", { dropLanguage: true })).toBe("/shop?page={page}");
    expect(shopPageUrl("?lng=en", "{page}")).toBe("/shop?lng=en&page={page}");
  });
});
