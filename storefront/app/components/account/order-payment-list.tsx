import { useTranslation } from "react-i18next";
import { isPaymentStatus } from "~/lib/account/payments";
import { toLanguage } from "~/lib/i18n/languages";
import type { CustomerOrderPayment } from "~/lib/medusa/customer-orders.server";
import { formatPrice } from "~/lib/money";

export type OrderPaymentView = CustomerOrderPayment & { placedOn: string };

/** Orders with their payment: reference, method, amount, status, date (spec §1 payments page). */
export function OrderPaymentList({ orders }: { orders: OrderPaymentView[] }) {
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
          {orders.map((order) => (
            <tr key={order.orderId} className="border-b border-sand-100">
              <th scope="row" className="py-2 pr-4 font-semibold">#{order.reference}</th>
              <td className="py-2 pr-4">
                {order.method ? t(`payments.methods.${order.method}`) : (order.providerId ?? t("payments.methods.none"))}
              </td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {order.currencyCode.toLowerCase() === "xaf"
                  ? formatPrice(order.total, language)
                  : `${order.currencyCode.toUpperCase()} ${order.total}`}
              </td>
              <td className="py-2 pr-4">
                {isPaymentStatus(order.paymentStatus) ? t(`payments.statuses.${order.paymentStatus}`) : order.paymentStatus}
              </td>
              <td className="py-2 whitespace-nowrap">{order.placedOn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
