import { data, redirect } from "react-router";
import { REVIEW_COMMENT_MAX_LENGTH, ReviewBody } from "@dreamshade/contracts";
import { z } from "zod";
import type { ProductReviewsPage } from "~/lib/medusa/reviews.server";
import { getReviewEligibility, getProductReviews, submitReview } from "~/lib/medusa/reviews.server";
import { loginRedirectPath } from "~/lib/account/return-url";
import { getCustomerToken } from "~/lib/account/session.server";
import { catalogueWritten } from "~/lib/medusa/catalogue-cache.server";
import { REVIEW_FORM } from "~/lib/forms/messages";
import { parseSubmission, typedValues } from "~/lib/forms/submission";
import type { ReviewFormFailure } from "~/components/product-page/review-form";
import type { ReviewFormState } from "~/components/product-page/product-reviews";

/** `?reviews=N`: the page of reviews shown (from 1); anything else is the first. */
export function reviewsPageOf(url: URL): number {
  const page = Number(url.searchParams.get("reviews"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The reviews part of the product page: a page of reviews, the same for everyone. Where the
 * shopper stands with the form is personal: the shared page leaves it to `/resources/personal`
 * (null here, docs/decisions/040); only a page asked with `?review=` (after posting, or
 * `?review=write`, where the sign-in link leads, so it works without JavaScript) says it itself.
 */
export async function loadProductReviews(
  request: Request,
  productId: string,
): Promise<{ reviews: ProductReviewsPage | null; reviewForm: ReviewFormState | null }> {
  const url = new URL(request.url);
  const [reviews, reviewForm] = await Promise.all([
    // The page still shows without its reviews if they cannot be read.
    getProductReviews(request, productId, reviewsPageOf(url)).catch(() => null),
    url.searchParams.has("review") ? personalReviewForm(request, url, productId) : null,
  ]);
  return { reviews, reviewForm };
}

async function personalReviewForm(request: Request, url: URL, productId: string): Promise<ReviewFormState> {
  if (url.searchParams.get("review") === "sent") return "sent";
  const token = await getCustomerToken(request);
  const eligibility = token ? await getReviewEligibility(request, token, productId).catch(() => null) : null;
  if (!eligibility) return "signed_out";
  return eligibility.eligible ? "eligible" : eligibility.reason;
}

/**
 * One schema for the form (the browser checks `required` and `maxLength`; this is the truth): the
 * contracts' `ReviewBody`, which the backend checks too, with the rating read from the form's text.
 */
export const ReviewFormSchema = ReviewBody.extend({ rating: z.coerce.number().pipe(ReviewBody.shape.rating) });

/**
 * Posts the signed-in customer's review. An anonymous visitor goes to the login screen and comes
 * back; a refusal returns its reason with what was typed; success reloads the page (`?review=sent`).
 */
export async function reviewAction(request: Request, formData: FormData) {
  const url = new URL(request.url);
  const token = await getCustomerToken(request);
  if (!token) throw redirect(loginRedirectPath(url));
  const fail = (refusal: ReviewFormFailure["refusal"], status: number) =>
    data({ reviewFailure: { refusal, values: typedValues(formData) } satisfies ReviewFormFailure }, { status });
  const parsed = parseSubmission(ReviewFormSchema, formData, REVIEW_FORM);
  if (!parsed.ok) {
    // The page words a refused form as one refusal; an over-long comment is the one worth naming.
    const onlyComment = Object.keys(parsed.errors).every((field) => field === "comment");
    const tooLong = onlyComment && (parsed.values.comment ?? "").trim().length > REVIEW_COMMENT_MAX_LENGTH;
    return fail(tooLong ? "tooLong" : "incomplete", 400);
  }
  const answer = await submitReview(request, token, {
    productId: parsed.data.product_id,
    rating: parsed.data.rating,
    comment: parsed.data.comment,
  });
  if (!answer.ok) return fail(answer.refusal, answer.status);
  // The product's rating changed: the page it goes back to shows the new average.
  catalogueWritten();
  throw redirect(`${url.pathname}?review=sent#reviews`);
}
