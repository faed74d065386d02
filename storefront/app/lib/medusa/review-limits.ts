/** Shared by the product page and its server code (plugins/reviews/src/lib/review-rules.ts). */

/** Reviews per page on the product page. */
export const REVIEWS_PER_PAGE = 5;
/** The backend's limit on a comment. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** Why a review was refused, as the page words it (locales `product.reviews.refusals`). */
export const REVIEW_REFUSALS = [
  "incomplete",
  "tooLong",
  "notBuyer",
  "duplicate",
  "productNotFound",
  "tooMany",
  "signedOut",
  "saveFailed",
] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];
