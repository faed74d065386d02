import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"
import type { ReviewPurchaseChange } from "./find-review-purchase-changes"

/** Writes the reviews' verified marks; the undo puts the previous marks back. */
export const setReviewsVerifiedStep = createStep(
  "set-reviews-verified",
  async (changes: ReviewPurchaseChange[], { container }) => {
    if (!changes.length) return new StepResponse(changes, [])
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    await reviews.updateReviews(changes.map(({ id, verified_purchase }) => ({ id, verified_purchase })))
    return new StepResponse(
      changes,
      changes.map(({ id, verified_purchase }) => ({ id, verified_purchase: !verified_purchase }))
    )
  },
  async (previous, { container }) => {
    if (!previous?.length) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    await reviews.updateReviews(previous)
  }
)
