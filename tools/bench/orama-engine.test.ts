import { describe, expect, it } from "vitest"
import { answer, buildEngine, parseShopQuery, planSearches, type ProductDocument } from "./orama-engine.js"

const texts = (fr: string, en: string) => JSON.stringify({ "fr-FR": { title: fr, subtitle: null, category_name: "Soins" }, "en-US": { title: en, subtitle: null, category_name: "Skincare" } })
const product = (id: string, fr: string, en: string, fields: Partial<ProductDocument>): ProductDocument => ({
  id,
  handle: id,
  texts: texts(fr, en),
  titles: [fr, en],
  subtitles: [],
  category_names: ["Soins", "Skincare"],
  category_handle: "skincare",
  category_handles: ["skincare"],
  skin_types: [],
  sales_channel_ids: ["sc_1"],
  brand_name: "Shea Co",
  brand_handle: "shea-co",
  price: 1000,
  in_stock: true,
  rating_average: null,
  rating_count: 0,
  sold_count: 0,
  created_at: 0,
  ...fields,
})

const CATALOGUE = [
  product("p1", "Crème hydratante au karité", "Shea moisturising cream", { price: 5000, skin_types: ["dry"], sold_count: 3 }),
  product("p2", "Sérum éclat", "Glow serum", { price: 9000, skin_types: ["oily"], brand_handle: "glow", brand_name: "Glow" }),
  product("p3", "Savon noir", "Black soap", { price: 2000, skin_types: ["dry", "oily"], category_handles: ["bath-body"], category_handle: "bath-body" }),
  product("p4", "Brosse à dents", "Toothbrush", { price: 1500, sales_channel_ids: ["sc_other"] }),
]

describe("parseShopQuery", () => {
  it("reads repeated filters as a sorted set and numbers as whole numbers", () => {
    const input = parseShopQuery(new URLSearchParams("category=makeup&category=bath-body&category=makeup&min_price=2000&sort=price_asc&page=2"))
    expect(input).toMatchObject({ category: ["bath-body", "makeup"], min_price: 2000, sort: "price_asc", page: 2, limit: 10 })
    expect(() => parseShopQuery(new URLSearchParams("sort=cheapest"))).toThrow(/sort/)
    expect(() => parseShopQuery(new URLSearchParams("min_price=-3"))).toThrow(/min_price/)
  })
})

describe("planSearches", () => {
  it("asks one search for the page and one facet-only search per active filter, without its own filter", () => {
    const plans = planSearches(parseShopQuery(new URLSearchParams("category=skincare&min_price=2000&max_price=20000&sort=price_asc")))
    expect(plans.map((plan) => plan.facets)).toEqual([["brand", "skin_type", "rating"], ["category"], ["price"]])
    expect(plans[0]?.where).toEqual({ category_handles: { containsAny: ["skincare"] }, price: { between: [2000, 20000] } })
    expect(plans[1]?.where).toEqual({ price: { between: [2000, 20000] } })
    expect(plans[2]?.where).toEqual({ category_handles: { containsAny: ["skincare"] } })
    expect(plans[0]?.page).toEqual({ offset: 0, limit: 10, sort: "price_asc" })
    expect(plans.slice(1).every((plan) => plan.page === null)).toBe(true)
  })
})

describe("answer (a real Orama index)", () => {
  const search = async (query: string, tolerance = 1) =>
    answer(await buildEngine(CATALOGUE, ["sc_1"]), parseShopQuery(new URLSearchParams(query)), { tolerance })

  it("counts each facet without its own filter, over the key's sales channel only", async () => {
    expect((await search("sort=price_asc")).count).toBe(3)
    const result = await search("skin_type=dry&sort=price_asc")
    expect(result.products.map((card) => card.id)).toEqual(["p3", "p1"])
    expect(result.count).toBe(2)
    // Disjunctive: the skin types are counted as if no skin type were chosen (p4 is in another channel).
    expect(result.facets.skin_type).toEqual(expect.arrayContaining([{ value: "dry", count: 2 }, { value: "oily", count: 2 }]))
    expect(result.facets.category).toEqual(expect.arrayContaining([{ value: "skincare", label: "Soins", count: 1 }, { value: "bath-body", label: "Soins", count: 1 }]))
    expect(result.facets.price).toEqual({ min: 2000, max: 5000 })
  })

  it("finds words without their accents, in either language, by prefix and with one typo when allowed", async () => {
    expect((await search("q=creme")).products.map((card) => card.id)).toEqual(["p1"])
    expect((await search("q=soap")).products.map((card) => card.id)).toEqual(["p3"])
    expect((await search("q=hydrat")).products.map((card) => card.id)).toEqual(["p1"])
    expect((await search("q=sérun")).products.map((card) => card.id)).toEqual(["p2"])
    expect((await search("q=sérun", 0)).count).toBe(0)
    // Several words: any of them (threshold 1, see runPlanned), where our route wants all.
    expect((await search("q=creme%20savon")).products.map((card) => card.id).sort()).toEqual(["p1", "p3"])
  })
})
