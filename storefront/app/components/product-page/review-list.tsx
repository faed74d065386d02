import { useTranslation } from "react-i18next";
import { Stars } from "~/components/product/rating-stars";
import { formatShopDate } from "~/components/pages/shop-date";
import { toLanguage } from "~/lib/i18n/languages";
import type { ProductReview } from "~/lib/medusa/reviews.server";

/**
 * The reviews of one page. Comments and answers are plain text rendered as text: whatever markup
 * someone typed shows as the characters they typed, and never runs.
 */
export function ReviewList({ reviews, shopName }: { reviews: ProductReview[]; shopName: string }) {
  const { t, i18n } = useTranslation("product");
  const language = toLanguage(i18n.language);
  return (
    <ol aria-label={t("reviews.listLabel")} className="flex flex-col divide-y divide-sand-200">
      {reviews.map((review) => (
        <li key={review.id} className="py-5">
          <article aria-label={review.author} className="flex flex-col gap-2">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Stars value={review.rating} />
              <span className="sr-only">{t("reviews.ratedLabel", { rating: review.rating })}</span>
              <span className="font-semibold text-ink-900">{review.author}</span>
              <time dateTime={review.created_at} className="text-ink-500">
                {t("reviews.postedOn", { date: formatShopDate(review.created_at, language) })}
              </time>
              {review.verified_purchase ? (
                <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800">
                  {t("reviews.verified")}
                </span>
              ) : null}
            </p>
            <p className="leading-relaxed whitespace-pre-line break-words text-ink-700">{review.comment}</p>
            {review.answer ? (
              <div className="ml-4 rounded-lg border-l-4 border-accent-200 bg-sand-50 px-4 py-3 text-sm">
                <p className="font-semibold text-ink-900">{t("reviews.answerBy", { shopName })}</p>
                <p className="mt-1 whitespace-pre-line break-words text-ink-700">{review.answer}</p>
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
