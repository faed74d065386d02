import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CheckoutSummary } from "~/lib/checkout/checkout-cart";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";
import { useDeliveryFee } from "./delivery-step";

/** Every line (quantity, unit price, reduction, total), then discount, delivery fee and total. */
export function OrderSummary({ summary, children }: { summary: CheckoutSummary; children?: ReactNode }) {
  const { t, i18n } = useTranslation("checkout");
  const language = toLanguage(i18n.language);
  const price = (amount: number) => formatXaf(amount, language);
  const feeText = useDeliveryFee();
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6">
      <h2 id="summary-heading" className="font-display text-xl text-ink-900">{t("summary.heading")}</h2>
      <ul aria-label={t("summary.linesLabel")} className="mt-4 flex flex-col divide-y divide-sand-100 text-sm">
        {summary.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2">
            <div>
              <p className="font-medium text-ink-900">
                {line.title}
                {line.variantTitle ? <span className="text-ink-500"> · {line.variantTitle}</span> : null}
              </p>
              <p className="text-ink-700">{t("summary.quantity", { count: line.quantity })}</p>
              <p className="text-ink-700">{t("summary.unitPrice", { price: price(line.unitPrice) })}</p>
              {line.reduction > 0 ? <p className="text-accent-800">{t("summary.reduction", { amount: price(line.reduction) })}</p> : null}
            </div>
            <p className="font-medium whitespace-nowrap text-ink-900">{price(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 flex flex-col gap-1 border-t border-sand-200 pt-4 text-sm">
        <SummaryRow label={t("summary.subtotal")} value={price(summary.itemSubtotal)} />
        {summary.discountTotal > 0 ? <SummaryRow label={t("summary.discount")} value={`−${price(summary.discountTotal)}`} /> : null}
        <SummaryRow label={t("summary.delivery")} value={feeText(summary.delivery)} />
        <SummaryRow label={t("summary.total")} value={price(summary.total)} strong />
      </dl>
      {children}
    </section>
  );
}

function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={"flex justify-between gap-3 " + (strong ? "mt-1 text-base font-semibold text-ink-900" : "text-ink-700")}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap" data-testid={strong ? "summary-total" : undefined}>{value}</dd>
    </div>
  );
}
