import { z } from "zod";
import { backendFetch } from "./backend-fetch.server";
import {
  ApiErrorBody,
  REVIEW_ERRORS,
  REVIEW_INELIGIBLE_REASONS,
  REVIEWS_PAGE_SIZE,
  type ReviewErrorCode,
  type ReviewIneligibleReason,
} from "@dreamshade/contracts";
import type { ReviewRefusal } from "./review-refusals";

/**
 * Product reviews (plugins/reviews): a product's visible reviews and rating, whether the
 * signed-in customer may review it, and their review. The author of a review is only ever a
 * first name and an initial; comments are plain text and the page renders them as text.
 */


const StoreReview = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: z.string(),
  verified_purchase: z.boolean(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type ProductReview = z.infer<typeof StoreReview>;

const Distribution = z.object({ "1": z.number(), "2": z.number(), "3": z.number(), "4": z.number(), "5": z.number() });

const ReviewsPageResponse = z.object({
  reviews: z.array(StoreReview),
  count: z.number().int().nonnegative(),
  summary: z.object({ average: z.number().min(0).max(5).nullable(), count: z.number().int().nonnegative(), distribution: Distribution }),
});

export interface ProductReviewsPage {
  reviews: ProductReview[];
  /** Visible reviews in all. */
  count: number;
  page: number;
  average: number | null;
  distribution: z.infer<typeof Distribution>;
}

/** One page (from 1) of a product's reviews, newest first, with the rating summary. */
export async function getProductReviews(request: Request, productId: string, page: number): Promise<ProductReviewsPage> {
  const response = await backendFetch(request, "/store/reviews", {
    query: { product_id: productId, limit: REVIEWS_PAGE_SIZE, offset: (page - 1) * REVIEWS_PAGE_SIZE },
  });
  if (!response.ok) throw new Error(`Reviews of ${productId}: ${response.status}`);
  const body = ReviewsPageResponse.parse(await response.json());
  return { reviews: body.reviews, count: body.count, page, average: body.summary.average, distribution: body.summary.distribution };
}

export type ReviewEligibility = { eligible: true } | { eligible: false; reason: ReviewIneligibleReason };

const EligibilityResponse = z.union([
  z.object({ eligible: z.literal(true) }),
  z.object({ eligible: z.literal(false), reason: z.enum(REVIEW_INELIGIBLE_REASONS) }),
]);

/** Whether the signed-in customer may review the product; null when the session has expired. */
export async function getReviewEligibility(request: Request, token: string, productId: string): Promise<ReviewEligibility | null> {
  const response = await backendFetch(request, "/store/reviews/eligibility", { token, query: { product_id: productId } });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`Review eligibility of ${productId}: ${response.status}`);
  return EligibilityResponse.parse(await response.json());
}

/** Every code the reviews API answers, so a new one is a type error here until it is worded. */
const REFUSAL_BY_CODE: Record<ReviewErrorCode, ReviewRefusal> = {
  review_incomplete: "incomplete",
  review_too_long: "tooLong",
  review_not_buyer: "notBuyer",
  review_awaiting_payment: "awaitingPayment",
  review_duplicate: "duplicate",
  review_product_not_found: "productNotFound",
  review_too_many: "tooMany",
  review_save_failed: "saveFailed",
};

export function refusalOf(status: number, code: unknown): ReviewRefusal {
  const known = typeof code === "string" && Object.hasOwn(REVIEW_ERRORS, code) ? REFUSAL_BY_CODE[code as ReviewErrorCode] : undefined;
  return known ?? (status === 401 ? "signedOut" : "saveFailed");
}

/** Sends the customer's review; the author is whoever the token belongs to. */
export async function submitReview(
  request: Request,
  token: string,
  review: { productId: string; rating: number; comment: string },
): Promise<{ ok: true } | { ok: false; refusal: ReviewRefusal; status: number }> {
  const response = await backendFetch(request, "/store/reviews", {
    method: "POST",
    token,
    body: { product_id: review.productId, rating: review.rating, comment: review.comment },
  });
  if (response.ok) return { ok: true };
  const { code } = ApiErrorBody.catch({}).parse(await response.json().catch(() => ({})));
  return { ok: false, refusal: refusalOf(response.status, code), status: response.status };
}
