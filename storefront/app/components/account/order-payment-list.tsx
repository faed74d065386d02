import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toLanguage } from "~/lib/i18n/languages";
import type { PaymentRow } from "~/lib/medusa/orders.server";
import { formatPrice } from "~/lib/money";

export type PaymentRowView = PaymentRow & { dateText: string };

/** The customer's payments: order, method, amount, status, date (spec §1 payments page). */
export function OrderPaymentList({ payments }: { payments: PaymentRowView[] }) {
  const { t, i18n } = useTranslation("account");
  const language = toLanguage(i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-sand-200 text-xs tracking-wider text-ink-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4">{t("payments.columns.order")}</th>
            <th scope="col" className="py-2 pr-4">{t("payments.columns.method")}</th>
            <th scope="col" className="py-2 pr-4">{t("payments.columns.amount")}</th>
            <th scope="col" className="py-2 pr-4">{t("payments.columns.status")}</th>
            <th scope="col" className="py-2">{t("payments.columns.date")}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-sand-100">
              <th scope="row" className="py-2 pr-4 font-semibold">
                <Link to={`/dashboard/orders/${payment.order_id}`} className="text-accent-800 underline-offset-2 hover:underline">
                  #{payment.order_reference}
                </Link>
              </th>
              <td className="py-2 pr-4">{payment.mode ? t(`payments.modes.${payment.mode}`) : t("payments.modes.unknown")}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {payment.currency_code.toLowerCase() === "xaf"
                  ? formatPrice(payment.amount, language)
                  : `${payment.currency_code.toUpperCase()} ${payment.amount}`}
              </td>
              <td className="py-2 pr-4" data-testid="payment-state">{t(`payments.states.${payment.state}`)}</td>
              <td className="py-2 whitespace-nowrap">{payment.dateText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
