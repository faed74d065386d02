import { describe, expect, test } from "vitest";
import {
  canonicalShopRedirect,
  EMPTY_SHOP_QUERY,
  effectiveSort,
  hasInvertedPriceRange,
  isFiltered,
  parsePageParam,
  parseShopQuery,
  shopUrl,
  shopUrlFromForm,
  type ShopQuery,
} from "./shop-url";

const parse = (search: string) => parseShopQuery(new URLSearchParams(search));
const redirectFor = (pathAndQuery: string) => canonicalShopRedirect(new URL(pathAndQuery, "http://shop.test"));

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

describe("parseShopQuery", () => {
  test("nothing is the whole catalogue, newest first, page 1", () => {
    expect(parse("")).toEqual(EMPTY_SHOP_QUERY);
    expect(effectiveSort(parse(""))).toBe("newest");
  });

  test("reads every parameter of the contract", () => {
    expect(
      parse(
        "q=creme&category=skincare&category=makeup&brand=moringa-lab&skin_type=dry&min_price=2000" +
          "&max_price=9000&rating=4&sort=price_asc&page=2",
      ),
    ).toEqual({
      q: "creme",
      category: ["makeup", "skincare"],
      brand: ["moringa-lab"],
      skinType: ["dry"],
      minPrice: 2000,
      maxPrice: 9000,
      rating: 4,
      sort: "price_asc",
      page: 2,
    } satisfies ShopQuery);
  });

  test("tidies the search: trimmed, single spaces, at most 100 characters", () => {
    expect(parse("q=%20%20cr%C3%A8me%20%20karit%C3%A9%20").q).toBe("crème karité");
    expect(parse("q=%20%20").q).toBeNull();
    expect(parse(`q=${"é".repeat(150)}`).q).toBe("é".repeat(100));
    expect(parse(`q=${"😀".repeat(60)}`).q).toBe("😀".repeat(50));
  });

  test("multi-valued facets are deduplicated and sorted; bad values dropped", () => {
    const query = parse("category=skincare&category=&category=makeup&category=skincare&category=Bad Handle&brand=%3Cscript%3E");
    expect(query.category).toEqual(["makeup", "skincare"]);
    expect(query.brand).toEqual([]);
  });

  test("skin types must be one of the five", () => {
    expect(parse("skin_type=oily&skin_type=greasy&skin_type=dry").skinType).toEqual(["dry", "oily"]);
  });

  test.each([
    ["min_price=-5", null],
    ["min_price=12.5", null],
    ["min_price=abc", null],
    ["min_price=", null],
    ["min_price=0", 0],
    ["min_price=0150", 150],
  ])("price %s → %j", (search, expected) => {
    expect(parse(search).minPrice).toBe(expected);
  });

  test.each([
    ["rating=0", null],
    ["rating=6", null],
    ["rating=4.5", null],
    ["rating=5", 5],
  ])("rating %s → %j", (search, expected) => {
    expect(parse(search).rating).toBe(expected);
  });

  test("an unknown sort, a sort equal to the default, or relevance without a search mean the default", () => {
    expect(parse("sort=cheapest").sort).toBeNull();
    expect(parse("sort=newest").sort).toBeNull();
    expect(parse("q=serum&sort=relevance").sort).toBeNull();
    expect(parse("sort=relevance").sort).toBeNull();
    expect(parse("q=serum&sort=newest").sort).toBe("newest");
    expect(effectiveSort(parse("q=serum"))).toBe("relevance");
  });

  test("a bad page is page 1", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=two").page).toBe(1);
  });

  test("an inverted price range is kept as typed, and recognised", () => {
    const query = parse("min_price=9000&max_price=2000");
    expect([query.minPrice, query.maxPrice]).toEqual([9000, 2000]);
    expect(hasInvertedPriceRange(query)).toBe(true);
    expect(hasInvertedPriceRange(parse("min_price=2000&max_price=2000"))).toBe(false);
    expect(hasInvertedPriceRange(parse("min_price=9000"))).toBe(false);
  });

  test("isFiltered: filters and the search narrow, sort and page do not", () => {
    expect(isFiltered(parse("sort=price_asc&page=3"))).toBe(false);
    expect(isFiltered(parse("q=savon"))).toBe(true);
    expect(isFiltered(parse("max_price=5000"))).toBe(true);
  });
});

describe("shopUrl", () => {
  test("the bare catalogue is /shop", () => {
    expect(shopUrl(EMPTY_SHOP_QUERY)).toBe("/shop");
  });

  test("writes parameters in one order and leaves page 1 out", () => {
    expect(
      shopUrl({
        ...EMPTY_SHOP_QUERY,
        sort: "price_desc",
        rating: 3,
        brand: ["b"],
        category: ["a"],
        q: "lait corps",
        page: 1,
      }),
    ).toBe("/shop?q=lait+corps&category=a&brand=b&rating=3&sort=price_desc");
  });

  test("page override, and the pagination's placeholder written unencoded", () => {
    const query = { ...EMPTY_SHOP_QUERY, brand: ["sawa"], page: 4 };
    expect(shopUrl(query, { page: 2 })).toBe("/shop?brand=sawa&page=2");
    expect(shopUrl(query, { page: 1 })).toBe("/shop?brand=sawa");
    expect(shopUrl(query, { page: "{page}" })).toBe("/shop?brand=sawa&page={page}");
    expect(shopUrl(EMPTY_SHOP_QUERY, { page: "{page}" })).toBe("/shop?page={page}");
  });

  test.each([
    "/shop",
    "/shop?q=cr%C3%A8me&category=makeup&category=skincare&brand=x&skin_type=dry&min_price=2000&max_price=9000&rating=4&sort=price_asc&page=2",
    "/shop?min_price=9000&max_price=2000",
    "/shop?q=l%27or%C3%A9al+%26+co",
  ])("parsing then writing %s gives it back (canonical URLs are fixed points)", (url) => {
    expect(shopUrl(parse(new URL(url, "http://shop.test").search))).toBe(url);
    expect(redirectFor(url)).toBeNull();
  });
});

describe("canonicalShopRedirect", () => {
  test.each([
    ["/shop?page=1", "/shop"],
    ["/shop?q=&category=&brand=&min_price=&max_price=&rating=&sort=", "/shop"],
    ["/shop?sort=newest", "/shop"],
    ["/shop?page=abc&brand=sawa", "/shop?brand=sawa"],
    ["/shop?sort=cheapest&brand=sawa", "/shop?brand=sawa"],
    ["/shop?brand=b&category=a", "/shop?category=a&brand=b"],
    ["/shop?category=b&category=a&category=b", "/shop?category=a&category=b"],
    ["/shop?utm_source=mail&rating=9&brand=x", "/shop?brand=x"],
    ["/shop?q=%20savon%20%20noir", "/shop?q=savon+noir"],
    ["/shop?q=savon%20noir", "/shop?q=savon+noir"],
    ["/shop/?brand=x", "/shop?brand=x"],
  ])("%s → %s", (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  test("keeps a valid ?lng= (the root loader stores it) and drops a bad one", () => {
    expect(redirectFor("/shop?page=1&lng=en")).toBe("/shop?lng=en");
    expect(redirectFor("/shop?brand=x&lng=en")).toBeNull();
    expect(redirectFor("/shop?lng=de")).toBe("/shop");
  });
});

describe("shopUrlFromForm", () => {
  test("a form submitted as is becomes the canonical URL", () => {
    const fields: [string, string][] = [
      ["q", " sérum "],
      ["sort", ""],
      ["category", "skincare"],
      ["brand", "moringa-lab"],
      ["min_price", ""],
      ["max_price", "9000"],
      ["rating", ""],
    ];
    expect(shopUrlFromForm(fields)).toBe("/shop?q=s%C3%A9rum&category=skincare&brand=moringa-lab&max_price=9000");
  });

  test("the default sort option submits nothing; another is kept", () => {
    expect(shopUrlFromForm([["q", ""], ["sort", ""]])).toBe("/shop");
    expect(shopUrlFromForm([["q", "savon"], ["sort", "newest"]])).toBe("/shop?q=savon&sort=newest");
  });
});
