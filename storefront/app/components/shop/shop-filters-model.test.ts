import { describe, expect, test } from "vitest";
import { EMPTY_SHOP_QUERY, parseShopQuery } from "~/lib/shop-url";
import {
  activeFilters,
  clearFiltersUrl,
  facetChoices,
  hasNoReviews,
  ratingChoices,
  skinTypeChoices,
  sortOptions,
} from "./shop-filters-model";

const categories = [
  { value: "skincare", label: "Soins de la peau", count: 13 },
  { value: "makeup", label: "Maquillage", count: 0 },
];
const brands = [{ value: "moringa-lab", label: "Moringa Lab", count: 4 }];

describe("facetChoices", () => {
  test("ticks the chosen values and keeps the backend's order and counts", () => {
    expect(facetChoices(categories, ["skincare"])).toEqual([
      { value: "skincare", label: "Soins de la peau", count: 13, checked: true, disabled: false },
      { value: "makeup", label: "Maquillage", count: 0, checked: false, disabled: true },
    ]);
  });

  test("a value with no product is offered greyed out unless it is chosen", () => {
    expect(facetChoices(categories, ["makeup"])[1]).toMatchObject({ checked: true, disabled: false });
  });

  test("a chosen value the backend did not list stays, ticked, so it can be unticked", () => {
    expect(facetChoices(categories, ["retired-line"])).toContainEqual({
      value: "retired-line",
      label: "retired-line",
      count: 0,
      checked: true,
      disabled: false,
    });
  });
});

describe("skinTypeChoices", () => {
  test("always the five types in order, 0 where the backend says nothing", () => {
    const choices = skinTypeChoices([{ value: "dry", count: 7 }, { value: "unknown", count: 2 }], ["dry"]);
    expect(choices.map((choice) => [choice.value, choice.count, choice.checked])).toEqual([
      ["normal", 0, false],
      ["dry", 7, true],
      ["oily", 0, false],
      ["combination", 0, false],
      ["sensitive", 0, false],
    ]);
  });
});

describe("rating facet", () => {
  test("five choices from 5 down to 1 with their counts", () => {
    const choices = ratingChoices([{ value: 4, count: 3 }], 4);
    expect(choices.map((choice) => choice.value)).toEqual([5, 4, 3, 2, 1]);
    expect(choices[1]).toEqual({ value: 4, count: 3, checked: true });
    expect(choices[0]).toEqual({ value: 5, count: 0, checked: false });
  });

  test("no reviews yet when every count is 0 (or there are none)", () => {
    expect(hasNoReviews([1, 2, 3, 4, 5].map((value) => ({ value, count: 0 })))).toBe(true);
    expect(hasNoReviews([])).toBe(true);
    expect(hasNoReviews([{ value: 1, count: 2 }])).toBe(false);
  });
});

describe("sortOptions", () => {
  test("without a search: no relevance, newest is the default (empty value)", () => {
    expect(sortOptions(null)).toEqual([
      { sort: "newest", value: "" },
      { sort: "price_asc", value: "price_asc" },
      { sort: "price_desc", value: "price_desc" },
      { sort: "best_selling", value: "best_selling" },
      { sort: "top_rated", value: "top_rated" },
    ]);
  });

  test("with a search: relevance first and default, newest explicit", () => {
    const options = sortOptions("savon");
    expect(options[0]).toEqual({ sort: "relevance", value: "" });
    expect(options[1]).toEqual({ sort: "newest", value: "newest" });
  });
});

describe("activeFilters", () => {
  const query = parseShopQuery(
    new URLSearchParams(
      "q=savon&category=skincare&category=makeup&brand=moringa-lab&skin_type=dry&max_price=9000&rating=4&sort=price_asc&page=3",
    ),
  );

  test("one chip per value, labelled from the facets, each removing only itself (back to page 1)", () => {
    expect(activeFilters(query, { category: categories, brand: brands })).toEqual([
      {
        kind: "q",
        value: "savon",
        href: "/shop?category=makeup&category=skincare&brand=moringa-lab&skin_type=dry&max_price=9000&rating=4&sort=price_asc",
      },
      {
        kind: "category",
        value: "makeup",
        label: "Maquillage",
        href: "/shop?q=savon&category=skincare&brand=moringa-lab&skin_type=dry&max_price=9000&rating=4&sort=price_asc",
      },
      {
        kind: "category",
        value: "skincare",
        label: "Soins de la peau",
        href: "/shop?q=savon&category=makeup&brand=moringa-lab&skin_type=dry&max_price=9000&rating=4&sort=price_asc",
      },
      {
        kind: "brand",
        value: "moringa-lab",
        label: "Moringa Lab",
        href: "/shop?q=savon&category=makeup&category=skincare&skin_type=dry&max_price=9000&rating=4&sort=price_asc",
      },
      {
        kind: "skin_type",
        value: "dry",
        href: "/shop?q=savon&category=makeup&category=skincare&brand=moringa-lab&max_price=9000&rating=4&sort=price_asc",
      },
      {
        kind: "price",
        min: null,
        max: 9000,
        href: "/shop?q=savon&category=makeup&category=skincare&brand=moringa-lab&skin_type=dry&rating=4&sort=price_asc",
      },
      {
        kind: "rating",
        value: 4,
        href: "/shop?q=savon&category=makeup&category=skincare&brand=moringa-lab&skin_type=dry&max_price=9000&sort=price_asc",
      },
    ]);
  });

  test("a value missing from the facets is labelled by its handle", () => {
    const chips = activeFilters({ ...EMPTY_SHOP_QUERY, brand: ["gone"] }, { category: [], brand: [] });
    expect(chips).toEqual([{ kind: "brand", value: "gone", label: "gone", href: "/shop" }]);
  });

  test("nothing active, no chips", () => {
    expect(activeFilters(EMPTY_SHOP_QUERY, { category: categories, brand: brands })).toEqual([]);
  });

  test("clearing the filters keeps the search and the sort", () => {
    expect(clearFiltersUrl(query)).toBe("/shop?q=savon&sort=price_asc");
    expect(clearFiltersUrl({ ...EMPTY_SHOP_QUERY, brand: ["x"], page: 2 })).toBe("/shop");
  });
});
