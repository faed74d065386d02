import { describe, expect, it } from "vitest"
import { authorDisplayName, authorNameParts, ratingSummary, ratingTotals } from "./review-rules"

describe("authorNameParts", () => {
  it("keeps the first name and the last name's initial only", () => {
    expect(authorNameParts("Aïcha Marie", "ngo Bassa")).toEqual({ author_first_name: "Aïcha", author_last_initial: "N" })
    expect(authorDisplayName(authorNameParts(" Élodie ", "Étoundi"))).toBe("Élodie É.")
  })

  it("shows the first name alone without a last name", () => {
    expect(authorDisplayName(authorNameParts("Paul", null))).toBe("Paul")
  })
})

describe("ratingTotals", () => {
  it("counts each star and averages", () => {
    expect(ratingTotals([5, 4, 4, 1])).toEqual({
      average: 3.5,
      count: 4,
      stars_1: 1,
      stars_2: 0,
      stars_3: 0,
      stars_4: 2,
      stars_5: 1,
    })
    expect(ratingTotals([5, 4, 4]).average).toBe(4.33)
  })

  it("has no average without reviews", () => {
    expect(ratingSummary(ratingTotals([]))).toEqual({
      average: null,
      count: 0,
      distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
    })
  })
})
