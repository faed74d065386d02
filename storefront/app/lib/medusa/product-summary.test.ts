import { describe, expect, test } from "vitest";
import { StoreProductSchema, toProductSummary } from "./product-summary";

const base = {
  id: "prod_1",
  handle: "karite-body-butter",
  title: "Beurre de karité fouetté",
  subtitle: null,
  thumbnail: "http://localhost:9000/static/123-karite-400.webp",
  images: [{ url: "http://localhost:9000/static/124-karite-800.webp" }],
  brand: { name: "Kribi Botanicals" },
};

const price = (calculated: number, original: number, type: string | null = null) => ({
  calculated_amount: calculated,
  original_amount: original,
  currency_code: "xaf",
  calculated_price: { price_list_type: type },
});

describe("toProductSummary", () => {
  test("first variant's calculated price, brand and both image sizes", () => {
    const product = StoreProductSchema.parse({
      ...base,
      variants: [{ calculated_price: price(6500, 6500), inventory_quantity: 12, manage_inventory: true }],
    });
    expect(toProductSummary(product)).toEqual({
      id: "prod_1",
      handle: "karite-body-butter",
      title: "Beurre de karité fouetté",
      brand: "Kribi Botanicals",
      image: {
        src400: "http://localhost:9000/static/123-karite-400.webp",
        src800: "http://localhost:9000/static/124-karite-800.webp",
      },
      price: { amount: 6500, originalAmount: null, currencyCode: "xaf" },
      outOfStock: false,
    });
  });

  test("a sale price list shows the regular price too", () => {
    const product = StoreProductSchema.parse({
      ...base,
      variants: [{ calculated_price: price(2900, 3500, "sale") }],
    });
    expect(toProductSummary(product).price).toEqual({ amount: 2900, originalAmount: 3500, currencyCode: "xaf" });
  });

  test("an override price list is not a sale", () => {
    const product = StoreProductSchema.parse({
      ...base,
      variants: [{ calculated_price: price(2900, 3500, "override") }],
    });
    expect(toProductSummary(product).price?.originalAmount).toBeNull();
  });

  test("missing brand, image and price are handled", () => {
    const product = StoreProductSchema.parse({ ...base, brand: undefined, thumbnail: null, variants: [] });
    const summary = toProductSummary(product);
    expect(summary.brand).toBeNull();
    expect(summary.image).toBeNull();
    expect(summary.price).toBeNull();
    expect(summary.outOfStock).toBe(false);
  });

  test("out of stock only when every managed variant has none left", () => {
    const soldOut = StoreProductSchema.parse({
      ...base,
      variants: [{ inventory_quantity: 0, manage_inventory: true }],
    });
    const unmanaged = StoreProductSchema.parse({
      ...base,
      variants: [{ inventory_quantity: 0, manage_inventory: false }],
    });
    expect(toProductSummary(soldOut).outOfStock).toBe(true);
    expect(toProductSummary(unmanaged).outOfStock).toBe(false);
  });
});

describe("product image", () => {
  test("uses the thumbnail for 400w and the first image for 800w", () => {
    const product = StoreProductSchema.parse({
      ...base,
      thumbnail: "http://x/static/1-a-400.webp",
      images: [{ url: "http://x/static/2-a-800.webp" }],
    });
    expect(toProductSummary(product).image).toEqual({
      src400: "http://x/static/1-a-400.webp",
      src800: "http://x/static/2-a-800.webp",
    });
  });

  test("falls back to the thumbnail when there is no other image", () => {
    const product = StoreProductSchema.parse({ ...base, thumbnail: "http://x/static/a.png", images: [] });
    expect(toProductSummary(product).image).toEqual({ src400: "http://x/static/a.png", src800: "http://x/static/a.png" });
  });
});
