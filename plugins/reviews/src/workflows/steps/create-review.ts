import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

export type CreateReviewInput = {
  product_id: string
  customer_id: string
  author_first_name: string
  author_last_initial: string
  rating: number
  comment: string
}

/**
 * Writes the review, verified: the check before it found the author's paid order. When another
 * submission of the same customer won the race, the unique index refuses this one: that is the
 * duplicate answer, not a failure to save.
 */
export const createReviewStep = createStep(
  "create-review",
  async (input: CreateReviewInput, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    try {
      const review = await reviews.createReviews({ ...input, status: "visible", verified_purchase: true })
      return new StepResponse(review, review.id)
    } catch (error) {
      const [, existing] = await reviews.listAndCountReviews(
        { product_id: input.product_id, customer_id: input.customer_id },
        { take: 1, select: ["id"] }
      )
      if (existing > 0) throw new ApiError("review_duplicate")
      throw error
    }
  },
  async (reviewId, { container }) => {
    if (!reviewId) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    await reviews.deleteReviews(reviewId)
  }
)
