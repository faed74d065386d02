import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "~/components/account/form-controls";
import { Pagination } from "~/components/pagination/pagination";
import { formatAverageRating, Stars } from "~/components/product/rating-stars";
import { toLanguage } from "~/lib/i18n/languages";
import type { ProductRating } from "~/lib/medusa/catalogue-product.server";
import { REVIEW_COMMENT_MAX_LENGTH, REVIEWS_PAGE_SIZE } from "@dreamshade/contracts";
import type { ProductReviewsPage } from "~/lib/medusa/reviews.server";
import { RatingBreakdown } from "./rating-breakdown";
import { ReviewForm, ReviewSent, type ReviewFormFailure } from "./review-form";
import { ReviewList } from "./review-list";

/** Where the shopper stands with the review form. */
export type ReviewFormState = "signed_out" | "eligible" | "not_buyer" | "awaiting_payment" | "already_reviewed" | "sent";

export interface ProductReviewsProps {
  productId: string;
  /** The backend's summary; null until the first review. */
  rating: ProductRating | null;
  /** The current page of reviews; absent when they could not be read. */
  reviews?: ProductReviewsPage | null;
  form?: ReviewFormState;
  failure?: ReviewFormFailure;
  /** This page's path, for the page links and the way back after signing in. */
  pagePath?: string;
  shopName?: string;
}

/**
 * The reviews area: average, count and breakdown per star, a page of reviews with links to the
 * others (no JavaScript needed), and the form for a customer who bought the product (an order of
 * it not paid yet gets an explanation instead).
 */
export function ProductReviews({
  productId,
  rating,
  reviews,
  form = "signed_out",
  failure,
  pagePath = "",
  shopName = "DreamShade",
}: ProductReviewsProps) {
  const { t, i18n } = useTranslation("product");
  const language = toLanguage(i18n.language);
  const rated = rating && rating.count > 0;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="font-display text-2xl text-ink-900">
        {t("reviews.heading")}
      </h2>
      {rated ? (
        <div className="mt-3 flex flex-col gap-4">
          <p className="flex flex-wrap items-baseline gap-x-3 text-ink-700">
            <Stars value={rating.average} className="text-lg" />
            <span className="font-semibold text-ink-900">
              {t("reviews.average", { average: formatAverageRating(rating.average, language) })}
            </span>
            <span>{t("reviews.count", { count: rating.count })}</span>
          </p>
          {reviews ? <RatingBreakdown distribution={reviews.distribution} count={reviews.count} /> : null}
        </div>
      ) : (
        <p className="mt-3 text-ink-500">{t("reviews.none")}</p>
      )}

      <div className="mt-6">
        <ReviewFormArea productId={productId} form={form} failure={failure} pagePath={pagePath} />
      </div>

      {reviews && reviews.reviews.length > 0 ? (
        <div className="mt-6">
          <ReviewList reviews={reviews.reviews} shopName={shopName} />
          <nav aria-label={t("reviews.pages")} className="mt-4">
            <Pagination
              type="link"
              linkUrl={`${pagePath}?reviews={page}#reviews`}
              totalItems={reviews.count}
              itemsPerPage={REVIEWS_PAGE_SIZE}
              currentPage={reviews.page}
            />
          </nav>
        </div>
      ) : null}
    </section>
  );
}

function ReviewFormArea({
  productId,
  form,
  failure,
  pagePath,
}: Required<Pick<ProductReviewsProps, "productId" | "form" | "pagePath">> & { failure?: ReviewFormFailure }) {
  const { t } = useTranslation("product");
  if (form === "eligible") return <ReviewForm productId={productId} failure={failure} />;
  return (
    <>
      {failure ? <FormAlert>{t(`reviews.refusals.${failure.refusal}`, { max: REVIEW_COMMENT_MAX_LENGTH })}</FormAlert> : null}
      <ReviewFormNotice form={form} pagePath={pagePath} />
    </>
  );
}

function ReviewFormNotice({ form, pagePath }: { form: ReviewFormState; pagePath: string }) {
  const { t } = useTranslation("product");
  switch (form) {
    case "sent":
      return <ReviewSent />;
    case "already_reviewed":
      return <p className="text-sm text-ink-700">{t("reviews.alreadyReviewed")}</p>;
    case "not_buyer":
      return <p className="text-sm text-ink-500">{t("reviews.notBuyer")}</p>;
    case "awaiting_payment":
      return <p className="text-sm text-ink-700">{t("reviews.awaitingPayment")}</p>;
    default:
      return (
        <p className="text-sm text-ink-700">
          {t("reviews.signInToReview")}{" "}
          <Link
            to={`/login?${new URLSearchParams({ returnUrl: `${pagePath}?review=write#reviews` })}`}
            className="font-medium text-accent-800 underline"
          >
            {t("reviews.signIn")}
          </Link>
        </p>
      );
  }
}
