/** Product reviews (the reviews plugin's store API and the product page). */

/** The longest comment accepted: a few paragraphs, far below what would burden the page. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000
export const RATING_VALUES = [1, 2, 3, 4, 5] as const
/** Reviews per page on the product page and in the store API. */
export const REVIEWS_PAGE_SIZE = 5

/**
 * Why `GET /store/reviews/eligibility` says a signed-in customer may not review a product:
 * `awaiting_payment` when their only orders of it are placed but not paid yet.
 */
export const REVIEW_INELIGIBLE_REASONS = ["not_buyer", "awaiting_payment", "already_reviewed"] as const
export type ReviewIneligibleReason = (typeof REVIEW_INELIGIBLE_REASONS)[number]

/**
 * The reviews API's refusals: the spec's messages (§5, §8), in English as written there, with a
 * stable code the storefront translates and the HTTP status the answer carries.
 */
export const REVIEW_ERRORS = {
  review_incomplete: { status: 400, message: "Please leave a review and select the rating" },
  review_too_long: { status: 400, message: `A review holds at most ${REVIEW_COMMENT_MAX_LENGTH} characters` },
  review_too_many: { status: 429, message: "Too many reviews sent. Please try again later." },
  review_not_buyer: { status: 403, message: "You Must have commanded this product before giving review on it" },
  // Not in the spec: its order of the product is placed but not paid yet (docs/decisions/016).
  review_awaiting_payment: { status: 403, message: "You can review this product once your order is paid" },
  review_duplicate: { status: 409, message: "You have already given your review on this product" },
  review_product_not_found: { status: 404, message: "Product not found" },
  review_save_failed: { status: 500, message: "Error while saving review" },
} as const

export type ReviewErrorCode = keyof typeof REVIEW_ERRORS
