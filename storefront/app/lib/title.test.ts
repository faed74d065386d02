import { describe, expect, test } from "vitest";
import { DEFAULT_SHOP_NAME, pageTitle, shopNameFrom } from "./title";

describe("pageTitle", () => {
  test("joins the shop name and the screen title with ' | '", () => {
    expect(pageTitle("DreamShade", "Accueil")).toBe("DreamShade | Accueil");
    expect(pageTitle("DreamShade", "Shop")).toBe("DreamShade | Shop");
  });

  test("uses the configured shop name", () => {
    expect(pageTitle("Beauté Douala", "Boutique")).toBe("Beauté Douala | Boutique");
  });

  test("is the bare shop name when the screen has no title", () => {
    expect(pageTitle("DreamShade")).toBe("DreamShade");
    expect(pageTitle("DreamShade", "")).toBe("DreamShade");
    expect(pageTitle("DreamShade", "   ")).toBe("DreamShade");
    expect(pageTitle("DreamShade", null)).toBe("DreamShade");
  });
});

describe("shopNameFrom", () => {
  test("reads the shop name the root loader sent", () => {
    const matches = [{ id: "root", loaderData: { publicEnv: { shopName: "Maison Shade" } } }];
    expect(shopNameFrom(matches)).toBe("Maison Shade");
  });

  test("falls back to the default name without root data", () => {
    expect(shopNameFrom([{ id: "root", loaderData: undefined }])).toBe(DEFAULT_SHOP_NAME);
    expect(shopNameFrom([])).toBe("DreamShade");
  });
});
