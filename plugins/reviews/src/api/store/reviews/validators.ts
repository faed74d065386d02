import { REVIEWS_PAGE_SIZE, ReviewBody } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

const productId = ReviewBody.shape.product_id

export const StoreListReviews = z.object({
  product_id: productId,
  limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type StoreListReviewsType = z.infer<typeof StoreListReviews>

export const StoreReviewEligibility = z.object({ product_id: productId })
export type StoreReviewEligibilityType = z.infer<typeof StoreReviewEligibility>
