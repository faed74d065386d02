import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { isAwaitingMobileMoney, MobileMoneyProgress } from "~/components/checkout/mobile-money-progress";
import { PaymentInstructionsBlock } from "~/components/checkout/payment-instructions";
import { withCustomer } from "~/lib/account/customer-session.server";
import { isOfflineMode } from "~/lib/checkout/payment-choices";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getOrder } from "~/lib/medusa/orders.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/confirmation";

/**
 * `/checkout/confirmation/:orderId`: what the shopper sees once the order is saved. An offline
 * payment says "saved without payment" with the bank details or the shop's address and hours; a
 * mobile-money payment follows the operator's answer, reloading itself every few seconds (no
 * JavaScript needed) until it is paid, refused or expired.
 */

export const handle: I18nHandle = { i18n: ["checkout"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
  ...(loaderData && isAwaitingMobileMoney(loaderData.order.payment.mobile_money, loaderData.order.payment.state === "paid")
    ? [{ httpEquiv: "refresh", content: "4" } as const]
    : []),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const order = await withCustomer(request, (token) => getOrder(request, token, params.orderId));
  if (!order) throw data(null, { status: 404 });
  return { title: getInstance(context).getFixedT(null, "checkout")("confirmation.title"), order };
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { order } = loaderData;
  const offline = order.payment.mode !== null && isOfflineMode(order.payment.mode) && order.payment.state === "pending";
  return (
    <section aria-labelledby="confirmation-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 id="confirmation-heading" className="font-display text-3xl text-ink-900 sm:text-4xl">
        {t("confirmation.heading", { reference: order.reference })}
      </h1>
      {order.payment.mobile_money ? (
        <div className="mt-6 rounded-lg border border-sand-300 bg-sand-50 px-4 py-3">
          <MobileMoneyProgress state={order.payment.mobile_money} paid={order.payment.state === "paid"} />
          {isAwaitingMobileMoney(order.payment.mobile_money, order.payment.state === "paid") ? (
            <Link to="." reloadDocument className="mt-2 inline-block text-sm font-semibold text-accent-800 underline">
              {t("mobileMoney.refresh")}
            </Link>
          ) : null}
        </div>
      ) : (
        <p role="status" className="mt-6 rounded-lg border border-sand-300 bg-sand-50 px-4 py-3 font-medium text-ink-900">
          {offline ? t("confirmation.savedWithoutPayment") : order.payment.state === "paid" ? t("confirmation.paid") : t("confirmation.saved")}
        </p>
      )}
      {order.payment_instructions ? (
        <div className="mt-6">
          <PaymentInstructionsBlock instructions={order.payment_instructions} reference={order.reference} />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={`/dashboard/orders/${order.id}`} className="button-primary">{t("confirmation.seeOrder")}</Link>
        <Link to="/shop" className="rounded-full px-6 py-3 text-sm font-semibold text-accent-800 underline">{t("confirmation.continue")}</Link>
      </div>
    </section>
  );
}
