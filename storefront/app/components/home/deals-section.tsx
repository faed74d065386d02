import { useTranslation } from "react-i18next";
import { toLanguage } from "~/lib/i18n/languages";
import type { Deals } from "~/lib/medusa/deals.server";
import { describeDealEnd } from "./deal-end";
import { ProductSection } from "./product-section";

/** "Top deals of the day": sale price beside the regular one (the card shows both) and the end. */
export function DealsSection({ deals, now }: { deals: Deals; now: number }) {
  const { t, i18n } = useTranslation("home");
  const end = deals.endsAt ? describeDealEnd(deals.endsAt, now, toLanguage(i18n.language)) : null;
  const endText =
    end === null
      ? null
      : end.when === "today"
        ? t("deals.endsToday")
        : end.when === "tomorrow"
          ? t("deals.endsTomorrow")
          : t("deals.endsOn", { date: end.date });

  return (
    <ProductSection
      id="deals"
      heading={t("deals.heading")}
      subheading={
        endText && deals.endsAt ? (
          <time dateTime={deals.endsAt} className="font-semibold text-accent-800">
            {endText}
          </time>
        ) : undefined
      }
      products={deals.products}
    />
  );
}
