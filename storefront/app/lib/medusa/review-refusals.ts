/** Why a review was refused, as the page words it (locales `product.reviews.refusals`). */
export const REVIEW_REFUSALS = [
  "incomplete",
  "tooLong",
  "notBuyer",
  "awaitingPayment",
  "duplicate",
  "productNotFound",
  "tooMany",
  "signedOut",
  "saveFailed",
] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];
