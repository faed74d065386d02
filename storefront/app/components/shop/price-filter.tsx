import { useTranslation } from "react-i18next";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";
import { FILTER_LEGEND } from "./filter-styles";
import type { ShopFacets } from "./shop-filters-model";

interface PriceFilterProps {
  minPrice: number | null;
  maxPrice: number | null;
  range: ShopFacets["price"];
}

/** Minimum and maximum price in whole francs; applied with the form's button or Enter. */
export function PriceFilter({ minPrice, maxPrice, range }: PriceFilterProps) {
  const { t, i18n } = useTranslation("shop");
  const language = toLanguage(i18n.language);
  // An empty result set has no range (null, or 0 to 0).
  const known = range.min !== null && range.max !== null && range.max > 0;
  const field = (name: "min_price" | "max_price", label: string, value: number | null, placeholder: number | null) => (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-ink-500">
      {label}
      <input
        type="number"
        name={name}
        min={0}
        step={1}
        inputMode="numeric"
        defaultValue={value ?? ""}
        placeholder={known && placeholder !== null ? String(placeholder) : undefined}
        className="w-full rounded-lg border border-sand-300 bg-white px-2.5 py-2 text-sm text-ink-900"
      />
    </label>
  );

  return (
    <fieldset>
      <legend className={FILTER_LEGEND}>{t("filters.price")}</legend>
      <div className="mt-3 flex gap-2">
        {field("min_price", t("filters.minPrice"), minPrice, range.min)}
        {field("max_price", t("filters.maxPrice"), maxPrice, range.max)}
      </div>
      {known ? (
        <p className="mt-2 text-xs text-ink-500">
          {t("filters.priceRange", { min: formatXaf(range.min ?? 0, language), max: formatXaf(range.max ?? 0, language) })}
        </p>
      ) : null}
    </fieldset>
  );
}
