import { useTranslation } from "react-i18next";
import { Stars } from "~/components/product/rating-stars";
import type { Rating } from "~/lib/shop-url";
import { FILTER_CONTROL, FILTER_LEGEND } from "./filter-styles";
import { hasNoReviews, ratingChoices, type ShopFacets } from "./shop-filters-model";

/**
 * Minimum average rating as radios ("4 stars & up"), plus "any rating". Before the first review
 * every count is 0: the filter stays (the URL accepts it) and says so.
 */
export function RatingFilter({ selected, facet }: { selected: Rating | null; facet: ShopFacets["rating"] }) {
  const { t } = useTranslation("shop");
  return (
    <fieldset>
      <legend className={FILTER_LEGEND}>{t("filters.rating")}</legend>
      {hasNoReviews(facet) ? <p className="mt-2 text-xs text-ink-500">{t("filters.noReviewsYet")}</p> : null}
      <ul className="mt-3 space-y-2 text-sm text-ink-700">
        <li>
          <label className="flex items-center gap-2.5">
            <input type="radio" name="rating" value="" defaultChecked={selected === null} className={FILTER_CONTROL} />
            {t("filters.ratingAny")}
          </label>
        </li>
        {ratingChoices(facet, selected).map((choice) => (
          <li key={choice.value}>
            <label className="flex items-center gap-2.5">
              <input type="radio" name="rating" value={choice.value} defaultChecked={choice.checked} className={FILTER_CONTROL} />
              <Stars value={choice.value} />
              <span className="flex-1">
                {choice.value === 5 ? t("filters.ratingTop") : t("filters.ratingAtLeast", { count: choice.value })}
              </span>
              <span aria-hidden="true" className="text-xs tabular-nums text-ink-500">
                {choice.count}
              </span>
              <span className="sr-only">({t("filters.productCount", { count: choice.count })})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
