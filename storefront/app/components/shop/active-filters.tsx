import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";
import type { ActiveFilter } from "./shop-filters-model";

/** The active filters as chips; each is a link to the same results without it. */
export function ActiveFilters({ filters }: { filters: ActiveFilter[] }) {
  const { t, i18n } = useTranslation("shop");
  const language = toLanguage(i18n.language);
  if (filters.length === 0) return null;

  const labelOf = (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case "q":
        return t("active.search", { q: filter.value });
      case "category":
      case "brand":
        return filter.label;
      case "skin_type":
        return t(`skinTypes.${filter.value}`);
      case "rating":
        return filter.value === 5 ? t("filters.ratingTop") : t("filters.ratingAtLeast", { count: filter.value });
      case "price": {
        const min = filter.min === null ? null : formatXaf(filter.min, language);
        const max = filter.max === null ? null : formatXaf(filter.max, language);
        if (min !== null && max !== null) return t("active.priceRange", { min, max });
        return min !== null ? t("active.minPrice", { price: min }) : t("active.maxPrice", { price: max ?? "" });
      }
    }
  };

  return (
    <section aria-label={t("active.label")}>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const label = labelOf(filter);
          return (
            <li key={`${filter.kind}:${"value" in filter ? filter.value : ""}`}>
              <Link
                to={filter.href}
                preventScrollReset
                aria-label={t("active.remove", { filter: label })}
                className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm text-accent-800 hover:bg-accent-100"
              >
                {label}
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
