import { describe, expect, it } from "vitest"
import { answerDifferences, type Answer } from "./search-engines.js"

const answer = (count: number, brandCount: number, max: number): Answer => ({
  count,
  products: [{ id: "p1", title: "Crème" }],
  facets: { category: [], brand: [{ value: "shea-co", count: brandCount }], skin_type: [], rating: [{ value: 1, count: 0 }], price: { min: 1000, max } },
})

describe("answerDifferences", () => {
  it("finds nothing between equal answers", () => {
    expect(answerDifferences(answer(3, 2, 5000), answer(3, 2, 5000), true)).toEqual([])
  })

  it("names each difference: count, a facet value (missing counts as 0), the price range, the page", () => {
    const theirs = { ...answer(4, 1, 6000), products: [{ id: "p2", title: "Savon" }] }
    theirs.facets.skin_type = [{ value: "dry", count: 1 }]
    expect(answerDifferences(answer(3, 2, 5000), theirs, true)).toEqual([
      "count 3 ≠ 4",
      "page differs",
      "brand shea-co: 2 ≠ 1",
      "skin_type dry: 0 ≠ 1",
      "price 1000–5000 ≠ 1000–6000",
    ])
    expect(answerDifferences(answer(3, 2, 5000), theirs, false)).not.toContain("page differs")
  })
})
