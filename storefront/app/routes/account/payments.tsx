import { useTranslation } from "react-i18next";
import { AccountPage, AccountSection } from "~/components/account/account-page";
import { OrderPaymentList } from "~/components/account/order-payment-list";
import { withCustomer } from "~/lib/account/customer-session.server";
import { formatDate } from "~/lib/account/dates";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { listPayments } from "~/lib/medusa/order-payments.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/payments";

/**
 * The payments page: the customer's payments (order, method, amount, status, date). Its address
 * stays `/my-subscriptions`, as the spec names it (§2).
 */

export const handle: I18nHandle = { i18n: ["account", "orders", "checkout"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

/** The payments of the customer's latest orders (one payment per order at checkout). */
const ORDERS_SHOWN = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { payments } = await withCustomer(request, (token) =>
    listPayments(request, token, { limit: ORDERS_SHOWN, offset: 0 }),
  );
  const language = getLanguage(context);
  return {
    title: getInstance(context).getFixedT(null, "account")("titles.payments"),
    payments: payments.map((payment) => ({ ...payment, dateText: formatDate(payment.date, language) })),
  };
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <AccountPage heading={loaderData.title}>
      <AccountSection heading={t("payments.heading")}>
        <p className="mb-4 text-sm text-ink-700">{t("payments.intro")}</p>
        {loaderData.payments.length ? (
          <OrderPaymentList payments={loaderData.payments} />
        ) : (
          <p className="text-sm text-ink-700">{t("payments.empty")}</p>
        )}
      </AccountSection>
    </AccountPage>
  );
}
