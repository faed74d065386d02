import { beforeEach, describe, expect, test, vi } from "vitest";
import {
  CatalogueSearchRejected,
  CatalogueSearchResponseSchema,
  catalogueSearchQuery,
  searchCatalogue,
  toSearchProductSummary,
  withChosenFacetValues,
  type SearchProduct,
} from "./catalogue-search.server";

const fetchMock = vi.fn();

/** What the SDK throws for a non-2xx answer (its FetchError: a message and the status). */
const fetchError = (message: string, status: number) => Object.assign(new Error(message), { status });

vi.mock("./client.server", () => ({
  getMedusa: async () => ({ client: { fetch: fetchMock } }),
}));
// Each test reads the backend: the catalogue cache has its own tests.
vi.mock("./catalogue-cache.server", () => ({
  cachedCatalogueRead: <T>(_key: string, load: () => Promise<T>) => load(),
}));

const product: SearchProduct = {
  id: "prod_1",
  handle: "karite-whipped-body-butter",
  title: "Beurre de karité fouetté",
  subtitle: "Nourrit les peaux sèches",
  thumbnail: "http://localhost:9000/uploads/karite-400.webp",
  image: "http://localhost:9000/uploads/karite-800.webp",
  brand: { handle: "kribi-botanicals", name: "Kribi Botanicals" },
  category: { handle: "bath-body", name: "Bain & corps" },
  price: { amount: 6500, original_amount: null, currency_code: "xaf" },
  in_stock: true,
  rating: null,
  sold_count: 623,
  is_pack: false,
};

const response = {
  products: [product],
  count: 1,
  page: 1,
  limit: 10,
  facets: {
    category: [{ value: "bath-body", label: "Bain & corps", count: 1 }],
    brand: [{ value: "kribi-botanicals", label: "Kribi Botanicals", count: 1 }],
    skin_type: [{ value: "dry", count: 1 }],
    rating: [1, 2, 3, 4, 5].map((value) => ({ value, count: 0 })),
    price: { min: 6500, max: 6500 },
  },
};

describe("GET /storefront/catalogue/search response schema", () => {
  test("accepts the contract's shape", () => {
    expect(CatalogueSearchResponseSchema.parse(response)).toEqual(response);
  });

  test("accepts an empty result with no price range", () => {
    const empty = { ...response, products: [], count: 0, facets: { ...response.facets, price: { min: null, max: null } } };
    expect(CatalogueSearchResponseSchema.safeParse(empty).success).toBe(true);
  });

  test.each([
    ["a missing facet", { ...response, facets: { ...response.facets, brand: undefined } }],
    ["a product without in_stock", { ...response, products: [{ ...product, in_stock: undefined }] }],
    ["a negative count", { ...response, count: -1 }],
    ["a rating value of 6", { ...response, facets: { ...response.facets, rating: [{ value: 6, count: 0 }] } }],
  ])("refuses %s", (_, drifted) => {
    expect(CatalogueSearchResponseSchema.safeParse(drifted).success).toBe(false);
  });
});

describe("catalogueSearchQuery", () => {
  test("repeats multi-valued parameters and always sends page and limit", () => {
    const query = catalogueSearchQuery({
      q: "crème",
      category: ["makeup", "skincare"],
      brand: ["moringa-lab"],
      skin_type: ["dry", "oily"],
      min_price: 0,
      max_price: 9000,
      rating: 4,
      sort: "price_asc",
      page: 2,
      limit: 10,
    });
    expect(query.toString()).toBe(
      "q=cr%C3%A8me&category=makeup&category=skincare&brand=moringa-lab&skin_type=dry&skin_type=oily" +
        "&min_price=0&max_price=9000&rating=4&sort=price_asc&page=2&limit=10",
    );
  });

  test("leaves out what is not set", () => {
    expect(catalogueSearchQuery({ q: null, category: [], min_price: null, page: 1, limit: 10 }).toString()).toBe(
      "page=1&limit=10",
    );
  });
});

describe("toSearchProductSummary", () => {
  test("maps a result to the card's data", () => {
    expect(toSearchProductSummary(product)).toEqual({
      id: "prod_1",
      handle: "karite-whipped-body-butter",
      title: "Beurre de karité fouetté",
      brand: "Kribi Botanicals",
      image: {
        src400: "http://localhost:9000/uploads/karite-400.webp",
        src800: "http://localhost:9000/uploads/karite-800.webp",
      },
      price: { amount: 6500, originalAmount: null, currencyCode: "xaf" },
      outOfStock: false,
      rating: null,
    });
  });

  test("a higher original price is a sale; stock and reviews come through", () => {
    const summary = toSearchProductSummary({
      ...product,
      price: { amount: 2900, original_amount: 3500, currency_code: "xaf" },
      in_stock: false,
      rating: { average: 4.5, count: 12 },
    });
    expect(summary.price).toEqual({ amount: 2900, originalAmount: 3500, currencyCode: "xaf" });
    expect(summary.outOfStock).toBe(true);
    expect(summary.rating).toEqual({ average: 4.5, count: 12 });
  });

  test("no reviews, one image or none", () => {
    expect(toSearchProductSummary({ ...product, rating: { average: 0, count: 0 } }).rating).toBeNull();
    expect(toSearchProductSummary({ ...product, thumbnail: null }).image).toEqual({
      src400: product.image,
      src800: product.image,
    });
    expect(toSearchProductSummary({ ...product, image: null }).image).toEqual({
      src400: product.thumbnail,
      src800: product.thumbnail,
    });
    expect(toSearchProductSummary({ ...product, thumbnail: null, image: null }).image).toBeNull();
  });
});

describe("searchCatalogue", () => {
  beforeEach(() => fetchMock.mockReset());

  test("sends the query in the path and the shopper's locale", async () => {
    fetchMock.mockResolvedValue(response);
    const result = await searchCatalogue(new Request("http://shop.test/shop?lng=en"), {
      category: ["a", "b"],
      page: 1,
      limit: 10,
    });
    expect(fetchMock).toHaveBeenCalledWith("/storefront/catalogue/search?category=a&category=b&page=1&limit=10", {
      headers: { "x-medusa-locale": "en-US" },
    });
    expect(result.count).toBe(1);
    expect(result.products[0]?.brand).toBe("Kribi Botanicals");
  });

  test("a 400 becomes CatalogueSearchRejected; other failures pass through", async () => {
    fetchMock.mockRejectedValueOnce(fetchError("max_price must be ≥ 0", 400));
    await expect(searchCatalogue(new Request("http://shop.test/shop"), { page: 1, limit: 10 })).rejects.toBeInstanceOf(
      CatalogueSearchRejected,
    );
    fetchMock.mockRejectedValueOnce(fetchError("boom", 500));
    await expect(searchCatalogue(new Request("http://shop.test/shop"), { page: 1, limit: 10 })).rejects.toThrow("boom");
  });

  test("an answer that breaks the contract fails loudly", async () => {
    fetchMock.mockResolvedValue({ ...response, facets: undefined });
    await expect(searchCatalogue(new Request("http://shop.test/shop"), { page: 1, limit: 10 })).rejects.toThrow();
  });
});

describe("withChosenFacetValues", () => {
  beforeEach(() => fetchMock.mockReset());
  const request = new Request("http://shop.test/shop");
  const noProducts = { ...response.facets, category: [], brand: [] };

  test("leaves the facets alone when every chosen value is listed", async () => {
    const facets = await withChosenFacetValues(request, response.facets, { category: ["bath-body"], brand: [] });
    expect(facets).toBe(response.facets);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("names a chosen value nothing matches from the unfiltered catalogue, with a count of 0", async () => {
    fetchMock.mockResolvedValue(response);
    const facets = await withChosenFacetValues(request, noProducts, { category: ["bath-body", "gone"], brand: [] });
    expect(fetchMock).toHaveBeenCalledWith("/storefront/catalogue/search?page=1&limit=1", expect.any(Object));
    expect(facets.category).toEqual([{ value: "bath-body", label: "Bain & corps", count: 0 }]);
    expect(facets.brand).toEqual([]);
  });
});
