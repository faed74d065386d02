import { useTranslation } from "react-i18next";
import { FILTER_CONTROL, FILTER_LEGEND } from "./filter-styles";
import type { FacetChoice } from "./shop-filters-model";

interface FacetGroupProps<T extends string> {
  legend: string;
  /** The URL parameter, repeated once per ticked value. */
  name: string;
  choices: FacetChoice<T>[];
  labelOf?: (choice: FacetChoice<T>) => string;
}

/** One facet as checkboxes, each with the number of products it would show. */
export function FacetGroup<T extends string>({ legend, name, choices, labelOf }: FacetGroupProps<T>) {
  const { t } = useTranslation("shop");
  if (choices.length === 0) return null;
  return (
    <fieldset>
      <legend className={FILTER_LEGEND}>{legend}</legend>
      <ul className="mt-3 space-y-2">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className={`flex items-center gap-2.5 text-sm ${choice.disabled ? "text-ink-300" : "text-ink-700"}`}>
              <input
                type="checkbox"
                name={name}
                value={choice.value}
                defaultChecked={choice.checked}
                disabled={choice.disabled}
                className={FILTER_CONTROL}
              />
              <span className="flex-1">{labelOf ? labelOf(choice) : choice.label}</span>
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
