import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { PRODUCT_RATING_UPDATED } from "./create-review"
import { refreshProductRatingStep } from "./steps/refresh-product-rating"
import { updateReviewStep } from "./steps/update-review"

export type UpdateReviewWorkflowInput = {
  id: string
  status?: "visible" | "hidden"
  /** The staff's public answer; an empty one removes it. */
  answer?: string
}

/** Staff hide, restore or answer a review; the product's rating follows its visible reviews. */
export const updateReviewWorkflow = createWorkflow("update-review", (input: UpdateReviewWorkflowInput) => {
  const changes = transform({ input }, ({ input }) => ({
    id: input.id,
    ...(input.status ? { status: input.status } : {}),
    ...(input.answer !== undefined
      ? { answer: input.answer.trim() || null, answered_at: input.answer.trim() ? new Date() : null }
      : {}),
  }))
  const review = updateReviewStep(changes)
  const productId = transform({ review }, ({ review }) => review.product_id)
  refreshProductRatingStep(transform({ productId }, ({ productId }) => [productId]))
  emitEventStep({ eventName: PRODUCT_RATING_UPDATED, data: transform({ productId }, ({ productId }) => ({ id: productId })) })
  return new WorkflowResponse(review)
})
