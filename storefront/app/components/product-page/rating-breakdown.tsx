import { useTranslation } from "react-i18next";
import type { ProductReviewsPage } from "~/lib/medusa/reviews.server";

const STARS = [5, 4, 3, 2, 1] as const;

/** How many reviews gave each number of stars, as bars with their counts in words. */
export function RatingBreakdown({ distribution, count }: Pick<ProductReviewsPage, "distribution" | "count">) {
  const { t } = useTranslation("product");
  const total = STARS.reduce((sum, stars) => sum + distribution[stars], 0) || count || 1;
  return (
    <ul aria-label={t("reviews.distribution")} className="flex max-w-sm flex-col gap-1.5 text-sm text-ink-700">
      {STARS.map((stars) => (
        <li key={stars} className="grid grid-cols-[5.5rem_1fr_3rem] items-center gap-2">
          <span>{t("reviews.form.star", { count: stars })}</span>
          <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-sand-200">
            <span className="block h-full bg-accent-700" style={{ width: `${(distribution[stars] / total) * 100}%` }} />
          </span>
          <span className="text-right">
            <span aria-hidden="true">{distribution[stars]}</span>
            <span className="sr-only">{t("reviews.count", { count: distribution[stars] })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
