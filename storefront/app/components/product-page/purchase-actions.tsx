import { useTranslation } from "react-i18next";

/**
 * "Add to bag" and "Add to favourites". The bag and the favourites come with their own issues;
 * until then both buttons are disabled and say so, rather than pretending to work.
 */
export function PurchaseActions() {
  const { t } = useTranslation("product");
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled aria-describedby="purchase-coming-soon" className="button-primary disabled:cursor-not-allowed disabled:opacity-60">
          {t("actions.addToBag")}
        </button>
        <button
          type="button"
          disabled
          aria-describedby="purchase-coming-soon"
          className="inline-flex items-center justify-center rounded-full border border-sand-300 px-6 py-3 text-sm font-semibold text-ink-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t("actions.addToFavourites")}
        </button>
      </div>
      <p id="purchase-coming-soon" className="mt-2 text-sm text-ink-500">
        {t("actions.comingSoon")}
      </p>
    </div>
  );
}
