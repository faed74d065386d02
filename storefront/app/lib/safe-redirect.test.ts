import { describe, expect, test } from "vitest";
import { languageSwitchRedirectPath, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  test("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/")).toBe("/");
    expect(safeRedirectPath("/shop")).toBe("/shop");
    expect(safeRedirectPath("/shop?page=2&sort=title")).toBe("/shop?page=2&sort=title");
  });

  test.each([
    ["absolute URL", "https://evil.example/phish"],
    ["protocol-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["tab inside //", "/\t/evil.example"],
    ["dot segment leading to //", "/.//evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["relative path", "shop"],
    ["empty", ""],
  ])("refuses %s", (_name, target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });

  test("refuses what is not a string and uses the given fallback", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(42, "/shop")).toBe("/shop");
  });
});

describe("languageSwitchRedirectPath", () => {
  test("drops lng so the chosen language is not overridden", () => {
    expect(languageSwitchRedirectPath("/shop?lng=fr&page=3")).toBe("/shop?page=3");
    expect(languageSwitchRedirectPath("/?lng=en")).toBe("/");
  });

  test("only same-site paths", () => {
    expect(languageSwitchRedirectPath("https://evil.example/?lng=en")).toBe("/");
  });
});
