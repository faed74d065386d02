import { useTranslation } from "react-i18next";
import { formatXaf } from "@dreamshade/contracts";
import { data, Link, redirect } from "react-router";
import { AccountPage, AccountSection } from "~/components/account/account-page";
import type { CheckoutAnswer } from "~/lib/checkout/checkout-answer";
import { isAwaitingMobileMoney, MobileMoneyProgress } from "~/components/checkout/mobile-money-progress";
import { PaymentInstructionsBlock } from "~/components/checkout/payment-instructions";
import { PayAgainSection } from "~/components/orders/pay-again-section";
import { ShippingQuoteSection } from "~/components/orders/shipping-quote-section";
import { withCustomer } from "~/lib/account/customer-session.server";
import { formatDate } from "~/lib/account/dates";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import { toLanguage } from "~/lib/i18n/languages";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { BackendApiError } from "~/lib/medusa/backend-error.server";
import { cardConfigured } from "~/lib/medusa/card-payment.server";
import { payShippingQuote } from "~/lib/medusa/order-payments.server";
import { getOrder, type OrderDetail as Order } from "~/lib/medusa/orders.server";
import { PAY_AGAIN_INTENT } from "~/lib/orders/pay-again";
import {
  pickQuoteProvider,
  QUOTE_PAYMENT_INTENT,
  quotePaymentChoices,
  quotePaymentMessage,
  type QuotePaymentMessage,
} from "~/lib/orders/shipping-quote";
import { pageTitle, shopNameFrom } from "~/lib/title";
import { payAgain } from "./pay-again.server";
import type { Route } from "./+types/order-detail";

/** `/dashboard/orders/:id`: one of the customer's orders; anyone else's is a 404. */

export const handle: I18nHandle = { i18n: ["orders", "checkout", "account"] };

const awaitingPhone = (order: Order) => isAwaitingMobileMoney(order.payment.mobile_money, order.payment.state === "paid");

/** While the operator has not answered, the page reloads itself (no JavaScript needed), as the confirmation does. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
  ...(loaderData && awaitingPhone(loaderData.order) ? [{ httpEquiv: "refresh", content: "4" } as const] : []),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const order = await withCustomer(request, (token) => getOrder(request, token, params.id));
  if (!order) throw data(null, { status: 404 });
  const t = getInstance(context).getFixedT(null, "orders");
  return {
    title: t("detail.title", { reference: order.reference }),
    order,
    placedOn: formatDate(order.placed_at, getLanguage(context)),
    cardKeySet: cardConfigured(),
  };
}

interface QuotePaymentAnswer {
  error: QuotePaymentMessage;
  mode?: string;
}

/**
 * The page's two forms, told apart by `intent`: paying the delivery quote with the mode chosen
 * (`pay-shipping-quote`, field `payment_mode`), and paying the order again once its payment
 * failed (`pay-again`, `pay-again.server.ts`). A success goes back to the page, which then shows
 * the payment awaited and how to make it.
 */
export async function action({ request, params }: Route.ActionArgs): Promise<QuotePaymentAnswer | CheckoutAnswer | Response> {
  const formData = await request.formData();
  if (formData.get("intent") === PAY_AGAIN_INTENT) return payAgain(request, params.id, formData);
  if (formData.get("intent") !== QUOTE_PAYMENT_INTENT) throw new Response("Unknown action", { status: 400 });
  const back = redirect(`/dashboard/orders/${encodeURIComponent(params.id)}#delivery-quote`);
  return withCustomer(request, async (token) => {
    const order = await getOrder(request, token, params.id);
    if (!order) throw data(null, { status: 404 });
    if (!order.shipping_quote) return { error: "noQuote" };
    // Sent twice (a second click, a reload): the page already shows the mode chosen.
    if (order.shipping_quote.state !== "to_pay") return back;
    const mode = formData.get("payment_mode");
    const picked = pickQuoteProvider(quotePaymentChoices(order.shipping_quote), mode);
    if ("error" in picked) return { error: picked.error, mode: typeof mode === "string" ? mode : undefined };
    try {
      await payShippingQuote(request, token, order.id, picked.providerId);
    } catch (error) {
      if (error instanceof BackendApiError && error.status === 400) return { error: quotePaymentMessage(error.code) };
      throw error;
    }
    return back;
  });
}

function addressText(address: Order["shipping_address"]): string | null {
  if (!address?.city) return null;
  return [address.address_1, address.city, address.country_code?.toUpperCase()].filter(Boolean).join(", ");
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["orders", "checkout"]);
  const language = toLanguage(i18n.language);
  const price = (amount: number) => formatXaf(amount, language);
  const { order, placedOn } = loaderData;
  const payAgainAnswer = actionData && "intent" in actionData && actionData.intent === PAY_AGAIN_INTENT ? actionData : undefined;
  const quoteAnswer = actionData && !("intent" in actionData) ? (actionData as QuotePaymentAnswer) : undefined;
  const none = t("detail.none");
  const facts: [string, string][] = [
    [t("detail.reference"), `#${order.reference}`],
    [t("detail.id"), order.id],
    [t("detail.placedOn"), placedOn],
    [t("detail.status"), t(`list.statuses.${order.status}`)],
    [t("detail.paymentMode"), order.payment.mode ? t(`checkout:payment.modes.${order.payment.mode}`) : none],
    [t("detail.paymentState"), t(`detail.paymentStates.${order.payment.state}`)],
    ...(order.payment.withdrawal_number ? ([[t("detail.withdrawalNumber"), order.payment.withdrawal_number]] as [string, string][]) : []),
    [t("detail.deliveryMethod"), order.delivery_method ?? none],
    [t("detail.shippingAddress"), addressText(order.shipping_address) ?? none],
    [t("detail.billingAddress"), addressText(order.billing_address) ?? none],
    [t("detail.coupon"), order.coupon_codes.length ? order.coupon_codes.join(", ") : none],
    [t("detail.notes"), order.notes || none],
  ];

  return (
    <AccountPage heading={loaderData.title}>
      <Link to="/dashboard/orders" className="text-sm font-medium text-accent-800 underline">← {t("detail.back")}</Link>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-900">{label}</dt>
            <dd className="text-ink-700" data-testid={label === t("detail.status") ? "order-status" : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {order.shipping_quote ? (
        <ShippingQuoteSection
          quote={order.shipping_quote}
          reference={order.reference}
          error={quoteAnswer?.error}
          chosen={quoteAnswer?.mode}
        />
      ) : null}
      {order.payment.mobile_money && order.payment.state !== "paid" && order.status !== "cancelled" ? (
        <div id="payment" className="rounded-lg border border-sand-300 bg-sand-50 px-4 py-3 text-sm">
          <MobileMoneyProgress state={order.payment.mobile_money} paid={false} />
          {awaitingPhone(order) ? (
            <Link to="." reloadDocument className="mt-2 inline-block font-semibold text-accent-800 underline">
              {t("checkout:mobileMoney.refresh")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {order.pay_again ? (
        <PayAgainSection payAgain={order.pay_again} total={order.total} cardKeySet={loaderData.cardKeySet} answer={payAgainAnswer} />
      ) : null}
      {order.payment_instructions ? (
        <AccountSection id="how-to-pay" heading={t("detail.howToPay")}>
          <PaymentInstructionsBlock instructions={order.payment_instructions} reference={order.reference} />
        </AccountSection>
      ) : null}
      <AccountSection id="items" heading={t("detail.items")}>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-sand-200 text-xs tracking-wider text-ink-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4">{t("detail.columns.product")}</th>
                <th scope="col" className="py-2 pr-4">{t("detail.columns.quantity")}</th>
                <th scope="col" className="py-2 pr-4">{t("detail.columns.unitPrice")}</th>
                <th scope="col" className="py-2 pr-4">{t("detail.columns.reduction")}</th>
                <th scope="col" className="py-2">{t("detail.columns.total")}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id} className="border-b border-sand-100">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {item.title}
                    {item.variant_title && item.variant_title !== item.title && item.variant_title !== "Default variant" ? (
                      <span className="text-ink-500"> · {item.variant_title}</span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-4">{item.quantity}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{price(item.unit_price)}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{item.reduction > 0 ? `−${price(item.reduction)}` : none}</td>
                  <td className="py-2 whitespace-nowrap">{price(item.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-1 text-sm">
          <div className="flex justify-between gap-3"><dt>{t("detail.totalDiscount")}</dt><dd>{order.discount_total > 0 ? `−${price(order.discount_total)}` : price(0)}</dd></div>
          <div className="flex justify-between gap-3"><dt>{t("detail.deliveryFee")}</dt><dd data-testid="order-delivery-fee">{price(order.delivery_fee)}</dd></div>
          <div className="flex justify-between gap-3 text-base font-semibold text-ink-900"><dt>{t("detail.total")}</dt><dd>{price(order.total)}</dd></div>
        </dl>
      </AccountSection>
      <p>
        <a href={`/dashboard/orders/${order.id}/invoice`} download className="button-primary">{t("detail.invoice")}</a>
      </p>
    </AccountPage>
  );
}
