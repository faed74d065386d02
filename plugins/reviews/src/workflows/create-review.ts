import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { checkReviewAllowedStep } from "./steps/check-review-allowed"
import { createReviewStep } from "./steps/create-review"
import { refreshProductRatingStep } from "./steps/refresh-product-rating"

export const PRODUCT_RATING_UPDATED = "product-rating.updated"

export type CreateReviewWorkflowInput = { product_id: string; customer_id: string; rating: number; comment: string }

/** A signed-in customer's review of a product they ordered; the product's rating follows. */
export const createReviewWorkflow = createWorkflow("create-review", (input: CreateReviewWorkflowInput) => {
  const author = checkReviewAllowedStep({ product_id: input.product_id, customer_id: input.customer_id })
  const data = transform({ input, author }, ({ input, author }) => ({ ...input, ...author }))
  const review = createReviewStep(data)
  refreshProductRatingStep(transform({ input }, ({ input }) => [input.product_id]))
  emitEventStep({ eventName: PRODUCT_RATING_UPDATED, data: { id: input.product_id } })
  return new WorkflowResponse(review)
})
