import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

export type UpdateReviewInput = {
  id: string
  status?: "visible" | "hidden"
  answer?: string | null
  answered_at?: Date | null
}

/** Staff's changes to a review (visibility, public answer); the undo puts the old values back. */
export const updateReviewStep = createStep(
  "update-review",
  async (input: UpdateReviewInput, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const before = await reviews.retrieveReview(input.id)
    const after = await reviews.updateReviews(input)
    return new StepResponse(after, {
      id: before.id,
      status: before.status,
      answer: before.answer,
      answered_at: before.answered_at,
    })
  },
  async (previous, { container }) => {
    if (!previous) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    await reviews.updateReviews(previous)
  }
)
