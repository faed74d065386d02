import { describe, expect, test } from "vitest";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";
import { canonicalProductUrl, META_DESCRIPTION_MAX_LENGTH, metaDescription, productJsonLd, productMeta } from "./product-seo";

const product: ProductDetails = {
  id: "prod_1",
  handle: "moringa-vitamin-c-brightening-serum",
  title: "Sérum éclat vitamine C 15 % & moringa",
  subtitle: null,
  description: "Un sérum léger à la vitamine C stabilisée.",
  image: { src400: "http://b/uploads/1-serum-400.webp", src800: "http://b/uploads/2-serum-800.webp" },
  moreImages: [],
  variantId: "variant_1",
  sku: "DS-SK-001",
  size: "30 ml",
  price: { amount: 10600, originalAmount: 12500, currencyCode: "xaf", saleEndsAt: "2026-11-29T12:10:53.982Z" },
  stock: { status: "low", quantity: 2 },
  brand: { handle: "moringa-lab", name: "Moringa Lab" },
  category: { handle: "skincare", name: "Soins de la peau" },
  details: "",
  howToUse: "",
  soldCount: 312,
  skinTypes: ["oily"],
  isPack: false,
  packComponents: [],
  rating: null,
};
const url = "https://dreamshade.cm/product/moringa-vitamin-c-brightening-serum/details";

describe("metaDescription", () => {
  test("keeps a short text on one line", () => {
    expect(metaDescription("  Un sérum\n léger. ")).toBe("Un sérum léger.");
    expect(metaDescription(null)).toBe("");
  });

  test("cuts a long text between words, with an ellipsis, within the limit", () => {
    const long = "Un sérum léger à la vitamine C, ".repeat(10);
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(description.endsWith("…")).toBe(true);
    expect(description).not.toMatch(/[ ,]…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });
});

describe("canonicalProductUrl", () => {
  test("is the public address and the product path, without a query", () => {
    expect(canonicalProductUrl("https://dreamshade.cm/", "kit-duo")).toBe("https://dreamshade.cm/product/kit-duo/details");
  });
});

describe("productJsonLd", () => {
  test("describes the product and its offer for search engines", () => {
    expect(productJsonLd(product, url)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      image: ["http://b/uploads/2-serum-800.webp"],
      description: "Un sérum léger à la vitamine C stabilisée.",
      sku: "DS-SK-001",
      brand: { "@type": "Brand", name: "Moringa Lab" },
      category: "Soins de la peau",
      offers: {
        "@type": "Offer",
        url,
        price: 10600,
        priceCurrency: "XAF",
        availability: "https://schema.org/InStock",
        priceValidUntil: "2026-11-29",
      },
    });
  });

  test("says out of stock, and adds the rating once there are reviews", () => {
    const soldOut = productJsonLd(
      { ...product, stock: { status: "out_of_stock" }, rating: { average: 4.5, count: 12 } },
      url,
    );
    expect(soldOut.offers?.availability).toBe("https://schema.org/OutOfStock");
    expect(soldOut.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12 });
  });

  test("is valid JSON without a price or a picture", () => {
    const bare = productJsonLd({ ...product, price: null, image: null, sku: null, brand: null, category: null }, url);
    expect(JSON.parse(JSON.stringify(bare))).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      description: product.description,
    });
  });
});

describe("productMeta", () => {
  test("title, description, canonical link, Open Graph and structured data", () => {
    const meta = productMeta({ product, canonicalUrl: url, shopName: "DreamShade", language: "en" });
    expect(meta).toContainEqual({ title: "DreamShade | Sérum éclat vitamine C 15 % & moringa" });
    expect(meta).toContainEqual({ name: "description", content: product.description });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: url });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({ property: "og:url", content: url });
    expect(meta).toContainEqual({ property: "og:image", content: "http://b/uploads/2-serum-800.webp" });
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(meta.some((descriptor) => "script:ld+json" in descriptor)).toBe(true);
  });
});
