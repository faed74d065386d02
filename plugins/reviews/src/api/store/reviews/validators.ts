import { z } from "@medusajs/framework/zod"
import { COMMENT_MAX_LENGTH, REVIEWS_PAGE_SIZE } from "../../../lib/review-rules"

const productId = z.string().trim().min(1).max(100)

export const StoreListReviews = z.object({
  product_id: productId,
  limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type StoreListReviewsType = z.infer<typeof StoreListReviews>

export const StoreReviewEligibility = z.object({ product_id: productId })
export type StoreReviewEligibilityType = z.infer<typeof StoreReviewEligibility>

/**
 * The review form. Rating and comment are checked one by one in the route so that each refusal
 * carries the spec's message; anything else in the body (a customer id…) is dropped.
 */
export const StoreCreateReview = z.object({
  product_id: productId,
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
})
export type StoreCreateReviewType = z.infer<typeof StoreCreateReview>
