import type { ShopFacts } from "@dreamshade/contracts";
import { useTranslation } from "react-i18next";
import { toLanguage } from "~/lib/i18n/languages";
import { openingHoursText } from "~/lib/shop-hours";

/** The shop's opening hours in the shopper's language, from the backend's configuration. */
export function OpeningHours({ hours }: { hours: ShopFacts["hours"] }) {
  const { t, i18n } = useTranslation("common");
  const words = { range: (from: string, to: string) => t("shop.daysRange", { from, to }), sentence: (values: { days: string; opens: string; closes: string }) => t("shop.hours", values) };
  return <>{openingHoursText(hours, toLanguage(i18n.language), words)}</>;
}
