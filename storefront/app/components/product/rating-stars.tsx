import { useTranslation } from "react-i18next";
import { toLanguage, type Language } from "~/lib/i18n/languages";
import type { RatingSummary } from "~/lib/medusa/product-summary";

export type { RatingSummary };

/**
 * An average rating with one decimal: `4,5` in French, `4.5` in English. Written by hand rather
 * than with Intl.NumberFormat: building the formatter cost a phone-speed main thread a long task
 * during the listing's hydration (docs/decisions/030).
 */
export function formatAverageRating(average: number, language: Language): string {
  // Rounded first: toFixed alone rounds 4.35 (stored just below) down, where Intl gives 4.4.
  const oneDecimal = (Math.round(average * 10) / 10).toFixed(1);
  return language === "fr" ? oneDecimal.replace(".", ",") : oneDecimal;
}

/**
 * Five stars filled up to `value` (0–5, fractions shown as a partly filled star). Decorative:
 * whoever shows it says the rating in words too.
 */
export function Stars({ value, className = "" }: { value: number; className?: string }) {
  const filled = `${(Math.min(5, Math.max(0, value)) / 5) * 100}%`;
  return (
    <span aria-hidden="true" className={`relative inline-block leading-none tracking-[0.08em] ${className}`}>
      <span className="text-sand-300">★★★★★</span>
      <span className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-accent-700" style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  );
}

/** Stars, average and number of reviews; "No reviews yet" before the first one. */
export function RatingStars({ rating }: { rating: RatingSummary | null }) {
  const { t, i18n } = useTranslation("common");
  if (!rating || rating.count === 0) {
    return <p className="text-xs text-ink-500">{t("product.noReviews")}</p>;
  }
  const average = formatAverageRating(rating.average, toLanguage(i18n.language));
  return (
    <p className="flex items-center gap-1.5 text-xs text-ink-700">
      <Stars value={rating.average} />
      <span className="sr-only">{t("product.rating", { average, count: rating.count })}</span>
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
    </p>
  );
}
