import { describe, expect, test } from "vitest";
import { DealsResponseSchema, toDeals } from "./deals.server";

const product = {
  id: "prod_1",
  handle: "wouri-extreme-volume-mascara",
  title: "Mascara volume extrême",
  subtitle: "Cils plus épais",
  thumbnail: "http://localhost:9000/uploads/1-mascara-400.webp",
  images: [{ url: "http://localhost:9000/uploads/2-mascara-800.webp" }],
  brand: { name: "Wouri Cosmetics" },
  price: { amount: 4200, original_amount: 6000, currency_code: "xaf" },
  in_stock: true,
  rating: null,
};

describe("toDeals", () => {
  test("turns the deal's products into cards with both prices and its end", () => {
    const deals = toDeals(
      DealsResponseSchema.parse({ id: "plist_1", title: "Les bons plans du jour", ends_at: "2026-11-29T12:10:53.982Z", products: [product] }),
    );
    expect(deals).toEqual({
      endsAt: "2026-11-29T12:10:53.982Z",
      products: [
        {
          id: "prod_1",
          handle: "wouri-extreme-volume-mascara",
          title: "Mascara volume extrême",
          brand: "Wouri Cosmetics",
          image: {
            src400: "http://localhost:9000/uploads/1-mascara-400.webp",
            src800: "http://localhost:9000/uploads/2-mascara-800.webp",
          },
          price: { amount: 4200, originalAmount: 6000, currencyCode: "xaf" },
          outOfStock: false,
          rating: null,
        },
      ],
    });
  });

  test("keeps a real rating and says when a product is sold out", () => {
    const deals = toDeals(
      DealsResponseSchema.parse({
        ends_at: null,
        products: [{ ...product, in_stock: false, rating: { average: 4.5, count: 2 } }],
      }),
    );
    expect(deals?.endsAt).toBeNull();
    expect(deals?.products[0]).toMatchObject({ outOfStock: true, rating: { average: 4.5, count: 2 } });
  });

  test("no deal running means no section", () => {
    expect(toDeals(DealsResponseSchema.parse({ id: null, title: null, ends_at: null, products: [] }))).toBeNull();
  });
});
