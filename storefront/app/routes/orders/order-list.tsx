import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { OrderTable } from "~/components/orders/order-table";
import { withCustomer } from "~/lib/account/customer-session.server";
import { formatDate } from "~/lib/account/dates";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { listOrders } from "~/lib/medusa/orders.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/order-list";

/** `/dashboard/orders`: the customer's orders, newest first, a page at a time (`?page=`). */

export const handle: I18nHandle = { i18n: ["orders", "account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page")) || 1));
  const { orders, count } = await withCustomer(request, (token) =>
    listOrders(request, token, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  );
  const language = getLanguage(context);
  return {
    title: getInstance(context).getFixedT(null, "orders")("list.title"),
    orders: orders.map((order) => ({ ...order, placedOn: formatDate(order.placed_at, language) })),
    page,
    hasNext: page * PAGE_SIZE < count,
  };
}

export default function OrderList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { orders, page, hasNext } = loaderData;
  return (
    <AccountPage heading={loaderData.title}>
      {orders.length ? <OrderTable orders={orders} /> : <p className="text-sm text-ink-700">{t("list.empty")}</p>}
      {page > 1 || hasNext ? (
        <nav className="flex justify-between text-sm font-medium">
          {page > 1 ? <Link to={`?page=${page - 1}`} className="text-accent-800 underline">{t("list.previous")}</Link> : <span />}
          {hasNext ? <Link to={`?page=${page + 1}`} className="text-accent-800 underline">{t("list.next")}</Link> : null}
        </nav>
      ) : null}
    </AccountPage>
  );
}
