import { describe, expect, test } from "vitest";
import { ProductPageResponseSchema, toProductPageData } from "./catalogue-product.server";

const response = {
  product: {
    id: "prod_1",
    handle: "kit-sourire-eclatant-duo",
    title: "Kit sourire éclatant – duo",
    subtitle: "2 dentifrices, 2 brosses",
    description: "Le nécessaire d'hygiène bucco-dentaire.",
    thumbnail: "http://b/uploads/1-kit-400.webp",
    images: ["http://b/uploads/2-kit-800.webp", "http://b/uploads/3-kit-side-800.webp"],
    variant_id: "variant_1",
    sku: "DS-PK-008",
    size: "5 pcs",
    price: { amount: 9900, original_amount: 11000, currency_code: "xaf", ends_at: "2026-11-29T12:10:53.982Z" },
    stock: { status: "low", quantity: 3 },
    brand: { handle: "dreamshade", name: "DreamShade" },
    category: { handle: "oral-care", name: "Soins bucco-dentaires" },
    details: "Dentifrice, brosses, bain de bouche.",
    how_to_use: "Matin et soir.",
    sold_count: 121,
    skin_types: ["oily", "scalp"],
    is_pack: true,
    pack_components: [
      { handle: "clairdent-soft-bamboo-toothbrush", title: "Brosse à dents", thumbnail: null, quantity: 2 },
      { handle: null, title: "Bain de bouche", thumbnail: "http://b/uploads/4-mouthwash-400.webp", quantity: 1 },
    ],
    rating: null,
  },
  related_products: [
    {
      id: "prod_2",
      handle: "clairdent-soft-bamboo-toothbrush",
      title: "Brosse à dents",
      subtitle: null,
      thumbnail: "http://b/uploads/5-brush-400.webp",
      image: "http://b/uploads/6-brush-800.webp",
      brand: { name: "Clairdent" },
      price: { amount: 1500, original_amount: null, currency_code: "xaf" },
      stock: { status: "out_of_stock" },
    },
  ],
};

describe("GET /store/catalogue/products/:handle, mapped for the page", () => {
  test("keeps what the page shows, in the storefront's shape", () => {
    const { product, related } = toProductPageData(ProductPageResponseSchema.parse(response));
    expect(product).toMatchObject({
      handle: "kit-sourire-eclatant-duo",
      image: { src400: "http://b/uploads/1-kit-400.webp", src800: "http://b/uploads/2-kit-800.webp" },
      moreImages: ["http://b/uploads/3-kit-side-800.webp"],
      variantId: "variant_1",
      size: "5 pcs",
      price: { amount: 9900, originalAmount: 11000, currencyCode: "xaf", saleEndsAt: "2026-11-29T12:10:53.982Z" },
      stock: { status: "low", quantity: 3 },
      howToUse: "Matin et soir.",
      soldCount: 121,
      isPack: true,
      rating: null,
    });
    expect(product.packComponents).toHaveLength(2);
    expect(product.packComponents[1]?.handle).toBeNull();
  });

  test("drops skin types the shop does not know", () => {
    expect(toProductPageData(ProductPageResponseSchema.parse(response)).product.skinTypes).toEqual(["oily"]);
  });

  test("gives related products the product card's shape", () => {
    expect(toProductPageData(ProductPageResponseSchema.parse(response)).related).toEqual([
      {
        id: "prod_2",
        handle: "clairdent-soft-bamboo-toothbrush",
        title: "Brosse à dents",
        subtitle: null,
        brand: "Clairdent",
        image: { src400: "http://b/uploads/5-brush-400.webp", src800: "http://b/uploads/6-brush-800.webp" },
        price: { amount: 1500, originalAmount: null, currencyCode: "xaf" },
        outOfStock: true,
      },
    ]);
  });

  test("a product with one picture uses it for both sizes; none, no picture", () => {
    const single = { ...response.product, thumbnail: null, images: ["http://b/uploads/only.webp"] };
    const none = { ...response.product, thumbnail: null, images: [] };
    const parse = (product: object) =>
      toProductPageData(ProductPageResponseSchema.parse({ ...response, product })).product;
    expect(parse(single).image).toEqual({ src400: "http://b/uploads/only.webp", src800: "http://b/uploads/only.webp" });
    expect(parse(single).moreImages).toEqual([]);
    expect(parse(none).image).toBeNull();
  });

  test("rejects an answer that drifted from the contract", () => {
    const drifted = { ...response, product: { ...response.product, stock: { status: "low" } } };
    expect(ProductPageResponseSchema.safeParse(drifted).success).toBe(false);
  });
});
