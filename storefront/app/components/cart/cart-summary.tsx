import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";

/**
 * Units and subtotal, then the way to checkout. Checkout requires signing in (DESIGN.md: no
 * guest checkout); `/checkout` itself sends an anonymous shopper to the login page.
 */
export function CartSummary({ totalItems, totalPrice }: { totalItems: number; totalPrice: number }) {
  const { t, i18n } = useTranslation("cart");
  const language = toLanguage(i18n.language);
  return (
    <section aria-labelledby="cart-summary-heading" className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
      <h2 id="cart-summary-heading" className="font-display text-xl text-ink-900">
        {t("summary.heading")}
      </h2>
      <p className="mt-4 text-sm text-ink-700" data-testid="cart-items">
        {t("summary.items", { count: totalItems })}
      </p>
      <dl className="mt-2">
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>{t("summary.subtotal")}</dt>
          <dd data-testid="cart-subtotal">{formatXaf(totalPrice, language)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-ink-500">{t("summary.deliveryNote")}</p>
      <Link to="/checkout" className="button-primary mt-5 w-full">
        {t("summary.checkout")}
      </Link>
      <Link to="/shop" className="mt-3 block text-center text-sm text-ink-700 underline hover:text-accent-800">
        {t("summary.continue")}
      </Link>
    </section>
  );
}
