import { describe, expect, test } from "vitest";
import { pageHref, paginate, requirePageLinkTemplate, totalPagesOf } from "./pagination-model";

describe("totalPagesOf", () => {
  test("rounds up, 10 per page by default", () => {
    expect(totalPagesOf(0)).toBe(0);
    expect(totalPagesOf(1)).toBe(1);
    expect(totalPagesOf(10)).toBe(1);
    expect(totalPagesOf(11)).toBe(2);
    expect(totalPagesOf(77)).toBe(8);
    expect(totalPagesOf(77, 20)).toBe(4);
  });
});

describe("paginate", () => {
  test("widget defaults: 10 per page, 5 pages shown, jump of 3", () => {
    const model = paginate({ totalItems: 200, currentPage: 10 });
    expect(model.totalPages).toBe(20);
    expect(model.pages).toEqual([8, 9, 10, 11, 12]);
    expect(model.jump).toBe(3);
    expect(model.jumpBackPage).toBe(7);
    expect(model.jumpForwardPage).toBe(13);
    expect(model.previousPage).toBe(9);
    expect(model.nextPage).toBe(11);
  });

  test("the shop's 4 page buttons jump by 2 (half of 4, rounded up)", () => {
    const model = paginate({ totalItems: 77, itemsPerPage: 10, maxPagesShown: 4, currentPage: 5 });
    expect(model.pages).toEqual([4, 5, 6, 7]);
    expect(model.jump).toBe(2);
    expect(model.jumpBackPage).toBe(3);
    expect(model.jumpForwardPage).toBe(7);
  });

  test("an odd max rounds the jump up", () => {
    expect(paginate({ totalItems: 100, currentPage: 1, maxPagesShown: 3 }).jump).toBe(2);
    expect(paginate({ totalItems: 100, currentPage: 1, maxPagesShown: 1 }).jump).toBe(1);
  });

  test("first page: window starts at 1, backward controls disabled", () => {
    const model = paginate({ totalItems: 77, maxPagesShown: 4, currentPage: 1 });
    expect(model.pages).toEqual([1, 2, 3, 4]);
    expect(model.previousPage).toBeNull();
    expect(model.jumpBackPage).toBeNull();
    expect(model.nextPage).toBe(2);
    expect(model.jumpForwardPage).toBe(3);
  });

  test("last page: window ends at the last page, forward controls disabled", () => {
    const model = paginate({ totalItems: 77, maxPagesShown: 4, currentPage: 8 });
    expect(model.pages).toEqual([5, 6, 7, 8]);
    expect(model.nextPage).toBeNull();
    expect(model.jumpForwardPage).toBeNull();
    expect(model.previousPage).toBe(7);
    expect(model.jumpBackPage).toBe(6);
  });

  test("jumps stop at the ends", () => {
    expect(paginate({ totalItems: 77, maxPagesShown: 4, currentPage: 2 }).jumpBackPage).toBe(1);
    expect(paginate({ totalItems: 77, maxPagesShown: 4, currentPage: 7 }).jumpForwardPage).toBe(8);
  });

  test("fewer pages than buttons shows them all", () => {
    expect(paginate({ totalItems: 25, currentPage: 2 }).pages).toEqual([1, 2, 3]);
  });

  test("no items, no pages", () => {
    const model = paginate({ totalItems: 0, currentPage: 1 });
    expect(model.totalPages).toBe(0);
    expect(model.pages).toEqual([]);
    expect(model.previousPage).toBeNull();
    expect(model.nextPage).toBeNull();
  });

  test("a current page past the end is brought back to the last page", () => {
    const model = paginate({ totalItems: 30, currentPage: 9 });
    expect(model.currentPage).toBe(3);
    expect(model.nextPage).toBeNull();
  });

  test.each([
    ["totalItems", { totalItems: -1, currentPage: 1 }],
    ["totalItems", { totalItems: 2.5, currentPage: 1 }],
    ["totalItems", { totalItems: Number.NaN, currentPage: 1 }],
    ["currentPage", { totalItems: 10, currentPage: 0 }],
    ["currentPage", { totalItems: 10, currentPage: -3 }],
    ["itemsPerPage", { totalItems: 10, currentPage: 1, itemsPerPage: 0 }],
    ["itemsPerPage", { totalItems: 10, currentPage: 1, itemsPerPage: -10 }],
    ["maxPagesShown", { totalItems: 10, currentPage: 1, maxPagesShown: 0 }],
    ["maxPagesShown", { totalItems: 10, currentPage: 1, maxPagesShown: Number.POSITIVE_INFINITY }],
  ])("refuses a bad %s with a clear error", (name, input) => {
    expect(() => paginate(input)).toThrow(new RegExp(`Pagination: ${name} must be`));
  });
});

describe("link template", () => {
  test("needs the {page} placeholder", () => {
    expect(() => requirePageLinkTemplate("/shop?page=")).toThrow(/\{page\} placeholder/);
    expect(() => requirePageLinkTemplate(undefined)).toThrow(/type "link" needs a linkUrl/);
    expect(requirePageLinkTemplate("/shop?page={page}")).toBe("/shop?page={page}");
  });

  test("fills every placeholder", () => {
    expect(pageHref("/shop?page={page}", 3)).toBe("/shop?page=3");
    expect(pageHref("/p/{page}?again={page}", 2)).toBe("/p/2?again=2");
  });
});
