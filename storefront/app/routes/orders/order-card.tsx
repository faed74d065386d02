import { formatXaf, ORDER_PAYMENT_ERROR } from "@dreamshade/contracts";
import { data, redirect } from "react-router";
import { CardPaymentPage } from "~/components/checkout/card-payment-page";
import { withCustomer } from "~/lib/account/customer-session.server";
import { type CardErrorKey, orderCardPagePath, orderCardReturnPath } from "~/lib/checkout/card-payment";
import { env } from "~/lib/env.server";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { BackendApiError } from "~/lib/medusa/backend-error.server";
import { CARD_PROVIDER_ID } from "~/lib/medusa/card-payment.server";
import { getOrderPaymentSession } from "~/lib/medusa/order-payments.server";
import { getOrder } from "~/lib/medusa/orders.server";
import { PAY_AGAIN_NOTICES } from "~/lib/orders/pay-again";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/order-card";

/**
 * `/dashboard/orders/:id/card?session=…` (login required): the card form for paying one of the
 * customer's orders again (docs/decisions/025), on the payment intent the order page made. Like
 * checkout's card page, the only kind of page that loads Stripe.js (entry.server.tsx).
 */

export const handle: I18nHandle = { i18n: ["checkout", "account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

const ARRIVAL_ERRORS: CardErrorKey[] = ["authenticationFailed", "notPaid"];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const orderPage = `/dashboard/orders/${encodeURIComponent(params.id)}`;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session") ?? "";
  if (!publishableKey || !/^payses_\w{1,64}$/.test(sessionId)) throw redirect(orderPage);
  const error = url.searchParams.get("error") as CardErrorKey | null;
  const language = getLanguage(context);
  return withCustomer(request, async (token) => {
    const order = await getOrder(request, token, params.id);
    if (!order) throw data(null, { status: 404 });
    // The backend gives the client secret of the order's open attempt only: one replaced by a newer
    // one (another tab), answered or cancelled sends the shopper to the order's page, which says why.
    const session = await getOrderPaymentSession(request, token, order.id, sessionId).catch((error: unknown) => {
      if (!(error instanceof BackendApiError) || error.status !== 400) throw error;
      throw redirect(error.code === ORDER_PAYMENT_ERROR.closedSession ? `${orderPage}?payment=${PAY_AGAIN_NOTICES.closed}#pay-again` : orderPage);
    });
    const clientSecret = session?.data?.client_secret;
    // Paid already, or not this order's card attempt: the order's page says where it stands.
    if (!session || session.provider_id !== CARD_PROVIDER_ID || typeof clientSecret !== "string" || !order.pay_again) throw redirect(orderPage);
    return {
      title: getInstance(context).getFixedT(null, "checkout")("card.title"),
      publishableKey,
      clientSecret,
      returnPath: orderCardReturnPath(order.id, session.id),
      pagePath: orderCardPagePath(order.id, session.id),
      orderPage,
      language,
      amountLabel: formatXaf(order.total, language),
      initialError: error && ARRIVAL_ERRORS.includes(error) ? error : null,
    };
  });
}

export default function OrderCardPayment({ loaderData }: Route.ComponentProps) {
  const { title: _title, orderPage, ...page } = loaderData;
  return <CardPaymentPage {...page} otherModePath={`${orderPage}#pay-again`} />;
}
