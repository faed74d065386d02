import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "~/components/layout/data-table";
import { toLanguage } from "~/lib/i18n/languages";
import type { PaymentRow } from "~/lib/medusa/order-payments.server";
import { formatXaf } from "@dreamshade/contracts";

export type PaymentRowView = PaymentRow & { dateText: string };

/** The customer's payments: order, method, amount, status, date (spec §1 payments page). */
export function OrderPaymentList({ payments }: { payments: PaymentRowView[] }) {
  // Payment modes are worded once, in the checkout namespace; payment states in the order pages'.
  const { t, i18n } = useTranslation(["account", "orders", "checkout"]);
  const language = toLanguage(i18n.language);
  const columns = (["order", "method", "amount", "status", "date"] as const).map((column) =>
    t(`account:payments.columns.${column}`),
  );
  return (
    <DataTable columns={columns}>
      {payments.map((payment) => (
        <tr key={payment.id} className="border-b border-sand-100">
          <th scope="row" className="py-2 pr-4 font-semibold">
            <Link to={`/dashboard/orders/${payment.order_id}`} className="text-accent-800 underline-offset-2 hover:underline">
              #{payment.order_reference}
            </Link>
            {payment.purpose === "shipping_quote" ? (
              <span className="font-normal text-ink-500"> · {t("orders:detail.quote.paymentRow")}</span>
            ) : null}
          </th>
          <td className="py-2 pr-4">{payment.mode ? t(`checkout:payment.modes.${payment.mode}`) : "—"}</td>
          <td className="py-2 pr-4 whitespace-nowrap">
            {payment.currency_code.toLowerCase() === "xaf"
              ? formatXaf(payment.amount, language)
              : `${payment.currency_code.toUpperCase()} ${payment.amount}`}
          </td>
          <td className="py-2 pr-4" data-testid="payment-state">{t(`orders:detail.paymentStates.${payment.state}`)}</td>
          <td className="py-2 whitespace-nowrap">{payment.dateText}</td>
        </tr>
      ))}
    </DataTable>
  );
}
