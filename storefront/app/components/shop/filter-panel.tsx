import { useEffect, useRef, type ChangeEvent, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ShopQuery } from "~/lib/shop-url";
import { FacetGroup } from "./facet-group";
import { PriceFilter } from "./price-filter";
import { RatingFilter } from "./rating-filter";
import { facetChoices, skinTypeChoices, type ShopFacets } from "./shop-filters-model";
import { SHOP_FORM_ID } from "./use-shop-form";

/** Where the filter column stops being a collapsible panel (Tailwind's `lg`). */
const WIDE_SCREEN = "(min-width: 64rem)";

interface FilterPanelProps {
  query: ShopQuery;
  facets: ShopFacets;
  /** How many filters are on (shown beside the phone's "Filters" toggle). */
  activeCount: number;
  clearUrl: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: ChangeEvent<HTMLFormElement>) => void;
}

/**
 * The filters: a plain GET form to /shop (works without JavaScript). On phones it folds into a
 * `<details>` panel; on wide screens CSS keeps it open (`::details-content`), and the script
 * opens it too for browsers without that pseudo-element.
 */
export function FilterPanel({ query, facets, activeCount, clearUrl, formRef, onSubmit, onChange }: FilterPanelProps) {
  const { t } = useTranslation("shop");
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (detailsRef.current && window.matchMedia(WIDE_SCREEN).matches) detailsRef.current.open = true;
  }, []);

  return (
    <details
      ref={detailsRef}
      className="group rounded-2xl border border-sand-200 bg-white/60 lg:border-0 lg:bg-transparent lg:details-content:block lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-ink-900 lg:hidden [&::-webkit-details-marker]:hidden">
        <span>
          {t("filters.toggle")}
          {activeCount > 0 ? <span className="ml-1 text-accent-700">({activeCount})</span> : null}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <form
        id={SHOP_FORM_ID}
        ref={formRef}
        method="get"
        action="/shop"
        onSubmit={onSubmit}
        onChange={onChange}
        aria-label={t("filters.heading")}
        className="space-y-7 px-4 pt-2 pb-5 lg:p-0"
      >
        <h2 className="hidden font-display text-xl text-ink-900 lg:block">{t("filters.heading")}</h2>
        <FacetGroup legend={t("filters.category")} name="category" choices={facetChoices(facets.category, query.category)} />
        <FacetGroup legend={t("filters.brand")} name="brand" choices={facetChoices(facets.brand, query.brand)} />
        <FacetGroup
          legend={t("filters.skinType")}
          name="skin_type"
          choices={skinTypeChoices(facets.skin_type, query.skinType)}
          labelOf={(choice) => t(`skinTypes.${choice.value}`)}
        />
        <PriceFilter minPrice={query.minPrice} maxPrice={query.maxPrice} range={facets.price} />
        <RatingFilter selected={query.rating} facet={facets.rating} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="submit" className="button-primary">
            {t("filters.apply")}
          </button>
          {clearUrl ? (
            <Link to={clearUrl} preventScrollReset className="text-sm font-medium text-accent-800 underline-offset-4 hover:underline">
              {t("filters.clear")}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}
