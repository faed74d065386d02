import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "~/components/layout/data-table";
import { toLanguage } from "~/lib/i18n/languages";
import type { OrderSummary } from "~/lib/medusa/orders.server";
import { formatXaf } from "@dreamshade/contracts";

export type OrderRow = OrderSummary & { placedOn: string };

const COLUMNS = ["reference", "date", "status", "items", "total"] as const;

/** Orders as a table: reference (a link to the detail), date, status, items, total. */
export function OrderTable({ orders }: { orders: OrderRow[] }) {
  const { t, i18n } = useTranslation("orders");
  const language = toLanguage(i18n.language);
  return (
    <DataTable columns={COLUMNS.map((column) => t(`list.columns.${column}`))}>
      {orders.map((order) => (
        <tr key={order.id} className="border-b border-sand-100">
          <th scope="row" className="py-2 pr-4 font-semibold">
            <Link to={`/dashboard/orders/${order.id}`} aria-label={t("list.open", { reference: order.reference })} className="text-accent-800 underline">
              #{order.reference}
            </Link>
          </th>
          <td className="py-2 pr-4 whitespace-nowrap">{order.placedOn}</td>
          <td className="py-2 pr-4">{t(`list.statuses.${order.status}`)}</td>
          <td className="py-2 pr-4">{t("list.itemCount", { count: order.item_count })}</td>
          <td className="py-2 whitespace-nowrap">{formatXaf(order.total, language)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
