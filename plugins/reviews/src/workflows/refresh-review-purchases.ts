import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { PRODUCT_RATING_UPDATED } from "./create-review"
import { findReviewPurchaseChangesStep, type ReviewPurchasesScope } from "./steps/find-review-purchase-changes"
import { refreshProductRatingStep } from "./steps/refresh-product-rating"
import { setReviewsVerifiedStep } from "./steps/set-reviews-verified"

/**
 * An order was cancelled, paid, refunded or fulfilled (or a customer's reviews are checked
 * again): its customer's reviews of its products carry the verified mark only while one of their
 * orders still makes them a buyer. The products whose shown reviews changed get their rating
 * recounted and reindexed.
 */
export const refreshReviewPurchasesWorkflow = createWorkflow("refresh-review-purchases", (scope: ReviewPurchasesScope) => {
  const changes = findReviewPurchaseChangesStep(scope)
  const changed = setReviewsVerifiedStep(changes)
  const productIds = transform({ changed }, ({ changed }) => [...new Set(changed.map((change) => change.product_id))])
  refreshProductRatingStep(productIds)
  emitEventStep({
    eventName: PRODUCT_RATING_UPDATED,
    data: transform({ productIds }, ({ productIds }) => productIds.map((id) => ({ id }))),
  })
  return new WorkflowResponse(changed)
})
