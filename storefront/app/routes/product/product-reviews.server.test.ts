import { describe, expect, test } from "vitest";
import { ReviewFormSchema, reviewsPageOf } from "./product-reviews.server";

describe("reviewsPageOf", () => {
  test("reads ?reviews=N and falls back to the first page", () => {
    const page = (search: string) => reviewsPageOf(new URL(`https://shop.test/product/baume/details${search}`));
    expect(page("?reviews=3")).toBe(3);
    expect(page("")).toBe(1);
    for (const wrong of ["?reviews=0", "?reviews=-2", "?reviews=1.5", "?reviews=abc", "?reviews=99999999"]) expect(page(wrong)).toBe(1);
  });
});

describe("ReviewFormSchema", () => {
  test("needs a rating from 1 to 5 and a comment, trimmed", () => {
    expect(ReviewFormSchema.parse({ product_id: "prod_1", rating: "4", comment: "  Doux  " })).toEqual({
      product_id: "prod_1",
      rating: 4,
      comment: "Doux",
    });
    expect(ReviewFormSchema.safeParse({ product_id: "prod_1", comment: "Sans note" }).success).toBe(false);
    expect(ReviewFormSchema.safeParse({ product_id: "prod_1", rating: "6", comment: "Trop" }).success).toBe(false);
    expect(ReviewFormSchema.safeParse({ product_id: "prod_1", rating: "3", comment: "   " }).success).toBe(false);
  });
});
