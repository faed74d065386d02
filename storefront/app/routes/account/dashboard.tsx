import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountPage, AccountSection } from "~/components/account/account-page";
import { NotificationList, type NotificationView } from "~/components/account/notification-list";
import { OrderTable } from "~/components/orders/order-table";
import { PROFILE_PART_ANCHORS, profileCompleteness } from "~/lib/account/completeness";
import { withCustomer } from "~/lib/account/customer-session.server";
import { formatDate } from "~/lib/account/dates";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getAccount, listNotifications, markNotificationRead } from "~/lib/medusa/customer-account.server";
import { listAddresses } from "~/lib/medusa/customer-addresses.server";
import { listOrders } from "~/lib/medusa/orders.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/dashboard";

export const handle: I18nHandle = { i18n: ["account", "orders"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

const RECENT_ORDERS = 5;
const NOTIFICATIONS_SHOWN = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [account, addresses, notifications, orders] = await withCustomer(request, (token) =>
    Promise.all([
      getAccount(request, token),
      listAddresses(token),
      listNotifications(request, token, NOTIFICATIONS_SHOWN),
      listOrders(request, token, { limit: RECENT_ORDERS, offset: 0 }),
    ]),
  );
  const language = getLanguage(context);
  const t = getInstance(context).getFixedT(null, "account");
  const notificationViews: NotificationView[] = notifications.notifications.map((notification) => {
    const key = `notifications.${notification.kind}`;
    return {
      id: notification.id,
      // Kinds are stable keys; one the storefront does not know yet still shows, generically.
      text: getInstance(context).exists(key, { ns: "account" })
        ? (t(key as "notifications.generic", notification.data) as string)
        : t("notifications.generic"),
      unread: notification.readAt === null,
      receivedOn: formatDate(notification.createdAt, language),
    };
  });
  return {
    title: t("titles.dashboard"),
    firstName: account.firstName,
    completeness: profileCompleteness({ ...account, addressCount: addresses.length }),
    hasAddress: addresses.length > 0,
    notifications: notificationViews,
    unreadCount: notifications.unreadCount,
    orders: orders.orders.map((order) => ({ ...order, placedOn: formatDate(order.placed_at, language) })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const id = formData.get("notification");
  if (formData.get("intent") !== "read-notification" || typeof id !== "string" || !id) {
    throw new Response("Unknown action", { status: 400 });
  }
  await withCustomer(request, (token) => markNotificationRead(request, token, id));
  return { read: id };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { completeness } = loaderData;

  return (
    <AccountPage heading={loaderData.title}>
      <p className="font-display text-2xl text-ink-900">{t("dashboard.greeting", { firstName: loaderData.firstName })}</p>
      {!loaderData.hasAddress ? (
        <p role="note" className="rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-accent-800">
          {t("dashboard.addressPrompt")}{" "}
          <Link to="/my-account#addresses" className="font-semibold underline">
            {t("dashboard.addAddress")}
          </Link>
        </p>
      ) : null}
      <AccountSection id="completeness" heading={t("dashboard.completenessHeading", { percent: completeness.percent })}>
        <progress max={100} value={completeness.percent} aria-label={t("dashboard.completenessHeading", { percent: completeness.percent })} className="h-2 w-full accent-accent-700" />
        {completeness.missing.length ? (
          <div className="mt-3 text-sm text-ink-700">
            {t("dashboard.missingIntro")}
            <ul className="mt-1 list-inside list-disc">
              {completeness.missing.map((part) => (
                <li key={part}>
                  <Link to={PROFILE_PART_ANCHORS[part]} className="text-accent-800 underline">
                    {t(`dashboard.missing.${part}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-3 text-sm text-ink-700">{t("dashboard.completenessComplete")}</p>
        )}
      </AccountSection>
      <AccountSection id="orders" heading={t("dashboard.ordersHeading")}>
        {loaderData.orders.length ? (
          <>
            <OrderTable orders={loaderData.orders} />
            <Link to="/dashboard/orders" className="mt-3 inline-block text-sm font-medium text-accent-800 underline">
              {t("menu.orders")}
            </Link>
          </>
        ) : (
          <p className="text-sm text-ink-700">{t("dashboard.noOrders")}</p>
        )}
      </AccountSection>
      <AccountSection id="notifications" heading={t("dashboard.notificationsHeading")}>
        {loaderData.unreadCount ? (
          <p className="mb-3 text-sm font-semibold text-accent-800">{t("dashboard.unreadCount", { count: loaderData.unreadCount })}</p>
        ) : null}
        {loaderData.notifications.length ? (
          <NotificationList notifications={loaderData.notifications} />
        ) : (
          <p className="text-sm text-ink-700">{t("dashboard.noNotifications")}</p>
        )}
      </AccountSection>
    </AccountPage>
  );
}
