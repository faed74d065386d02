export { createReviewWorkflow, PRODUCT_RATING_UPDATED } from "./create-review"
export { refreshReviewPurchasesWorkflow } from "./refresh-review-purchases"
export { updateReviewWorkflow } from "./update-review"
