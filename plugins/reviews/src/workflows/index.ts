export { createReviewWorkflow, PRODUCT_RATING_UPDATED } from "./create-review"
export { updateReviewWorkflow } from "./update-review"
