import { useTranslation } from "react-i18next";
import type { DeliveryPromise } from "~/lib/checkout/delivery-choices";
import { describeDays } from "~/lib/checkout/shop-days";
import { toLanguage } from "~/lib/i18n/languages";

/** What the shopper is promised: working days once confirmed, the shop's hours, or a later quote. */
export function DeliveryPromiseText({ promise }: { promise: DeliveryPromise }) {
  const { t, i18n } = useTranslation("checkout");
  const language = toLanguage(i18n.language);
  if (promise.kind === "delivery") return <>{t("delivery.promise.delivery", { count: promise.workingDays })}</>;
  if (promise.kind === "quote") return <>{t("delivery.promise.quote")}</>;
  const days = describeDays(promise.days, language, (from, to) => t("weekdays.range", { from, to }));
  return <>{t("delivery.promise.pickup", { days, opens: promise.opens, closes: promise.closes, offset: promise.utcOffset.replace(/:00$/, "").replace(/^\+0/, "+") })}</>;
}
