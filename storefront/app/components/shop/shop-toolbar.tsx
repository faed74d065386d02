import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_MAX_LENGTH, type ShopQuery } from "~/lib/shop-url";
import { sortOptions } from "./shop-filters-model";
import { SHOP_FORM_ID } from "./use-shop-form";

interface ShopToolbarProps {
  query: ShopQuery;
  onSortChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** The search box and the sort: fields of the filter form (joined by its id), shown above it. */
export function ShopToolbar({ query, onSortChange }: ShopToolbarProps) {
  const { t } = useTranslation("shop");
  const sortValue = query.sort ?? "";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the phones the shop serves. */}
      <div role="search" className="flex flex-1 gap-2">
        <label htmlFor="shop-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="shop-search"
          type="search"
          name="q"
          form={SHOP_FORM_ID}
          defaultValue={query.q ?? ""}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-full border border-sand-300 bg-white px-4 py-2.5 text-sm text-ink-900"
        />
        <button type="submit" form={SHOP_FORM_ID} className="button-primary">
          {t("search.submit")}
        </button>
      </div>
      <label className="flex items-center gap-2 text-sm text-ink-700">
        <span className="shrink-0">{t("sort.label")}</span>
        <select
          name="sort"
          form={SHOP_FORM_ID}
          defaultValue={sortValue}
          data-value={sortValue}
          onChange={onSortChange}
          className="min-w-0 flex-1 rounded-full border border-sand-300 bg-white px-3 py-2.5 text-sm text-ink-900"
        >
          {sortOptions(query.q).map((option) => (
            <option key={option.sort} value={option.value}>
              {t(`sort.${option.sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
