import { describe, expect, it, vi } from "vitest";
import { perLanguage } from "./languages";

describe("perLanguage", () => {
  it("makes a language's value on its first use only, then keeps it", () => {
    const make = vi.fn((language: "fr" | "en") => ({ language }));
    const formatterOf = perLanguage(make);
    expect(make).not.toHaveBeenCalled();
    const fr = formatterOf("fr");
    expect(formatterOf("fr")).toBe(fr);
    expect(make).toHaveBeenCalledTimes(1);
    expect(formatterOf("en")).toEqual({ language: "en" });
    expect(make).toHaveBeenCalledTimes(2);
  });
});
