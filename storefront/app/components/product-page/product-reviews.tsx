import { useTranslation } from "react-i18next";
import { toLanguage, type Language } from "~/lib/i18n/languages";
import type { ProductRating } from "~/lib/medusa/catalogue-product.server";

const averageFormats: Record<Language, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

export interface ProductReviewsProps {
  productId: string;
  /** The backend's summary; null until the first review. */
  rating: ProductRating | null;
}

/**
 * The reviews area. For now it shows the rating summary only; the reviews issue fills it with the
 * list of reviews and the form (a customer who bought the product reviews it once, spec §5),
 * keyed by `productId`.
 */
export function ProductReviews({ rating }: ProductReviewsProps) {
  const { t, i18n } = useTranslation("product");
  const language = toLanguage(i18n.language);
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="font-display text-2xl text-ink-900">
        {t("reviews.heading")}
      </h2>
      {rating && rating.count > 0 ? (
        <p className="mt-3 flex flex-wrap items-baseline gap-x-3 text-ink-700">
          <span aria-hidden="true" className="text-accent-700">
            {"★".repeat(Math.round(rating.average))}
            <span className="text-sand-300">{"★".repeat(5 - Math.round(rating.average))}</span>
          </span>
          <span className="font-semibold text-ink-900">
            {t("reviews.average", { average: averageFormats[language].format(rating.average) })}
          </span>
          <span>{t("reviews.count", { count: rating.count })}</span>
        </p>
      ) : (
        <p className="mt-3 text-ink-500">{t("reviews.none")}</p>
      )}
    </section>
  );
}
