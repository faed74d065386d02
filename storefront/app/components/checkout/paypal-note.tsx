import { XAF_PER_EUR, xafToEurCents } from "@dreamshade/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatEuros, payPalNoticeOf } from "~/lib/checkout/paypal";

/**
 * Under the PayPal choice: the euros PayPal will charge for `xaf` francs, before the shopper pays,
 * by the contracts' exact conversion at the peg (the provider asks PayPal for the same amount).
 */
export function PayPalAmountNote({ xaf }: { xaf: number }) {
  const { t, i18n } = useTranslation("checkout");
  const rate = String(XAF_PER_EUR);
  return (
    <span data-testid="paypal-amount">
      {t("paypal.charged", { amount: formatEuros(xafToEurCents(xaf) / 100, i18n.language) })}{" "}
      <span className="text-ink-500">{t("paypal.rate", { rate: i18n.language === "en" ? rate : rate.replace(".", ",") })}</span>
    </span>
  );
}

/** Back from PayPal without an order (`/checkout?paypal=…`): why, and that the bag is as it was. */
export function PayPalReturnNotice() {
  const { t } = useTranslation("checkout");
  const [params] = useSearchParams();
  const notice = payPalNoticeOf(params.get("paypal"));
  if (!notice) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-accent-800">
      {t(`paypal.notices.${notice}`)}
    </p>
  );
}
