import { describe, expect, it } from "vitest"
import type { z } from "zod"
import { ReviewBody } from "./review-body"
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_ERRORS } from "./reviews"

const brokenFields = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : (result.error?.issues.map((issue) => String(issue.path[0])) ?? [])

describe("ReviewBody", () => {
  it("takes a product, a rating from 1 to 5 and a trimmed comment", () => {
    expect(ReviewBody.parse({ product_id: " prod_1 ", rating: 5, comment: "  Très bien  " })).toEqual({
      product_id: "prod_1",
      rating: 5,
      comment: "Très bien",
    })
  })

  it.each([0, 6, 4.5, "5", undefined])("refuses the rating %s", (rating) => {
    expect(brokenFields(ReviewBody.safeParse({ product_id: "prod_1", rating, comment: "ok" }))).toEqual(["rating"])
  })

  it("refuses an empty comment and one past the limit", () => {
    expect(brokenFields(ReviewBody.safeParse({ product_id: "prod_1", rating: 3, comment: "   " }))).toEqual(["comment"])
    const long = "a".repeat(REVIEW_COMMENT_MAX_LENGTH + 1)
    expect(brokenFields(ReviewBody.safeParse({ product_id: "prod_1", rating: 3, comment: long }))).toEqual(["comment"])
  })

  it("says the limit in the too-long refusal", () => {
    expect(REVIEW_ERRORS.review_too_long.message).toContain(String(REVIEW_COMMENT_MAX_LENGTH))
  })
})
