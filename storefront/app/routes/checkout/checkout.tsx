import { normalizePhone } from "@dreamshade/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddressStep } from "~/components/checkout/address-step";
import { CheckoutSection } from "~/components/checkout/checkout-messages";
import { answerFor, type CheckoutAnswer } from "~/lib/checkout/checkout-answer";
import { DeliveryStep } from "~/components/checkout/delivery-step";
import { OrderSummary } from "~/components/checkout/order-summary";
import { PaymentStep } from "~/components/checkout/payment-step";
import { PayPalReturnNotice } from "~/components/checkout/paypal-note";
import { PromoForm } from "~/components/checkout/promo-form";
import { countryOptions } from "~/lib/account/countries";
import { withCustomer } from "~/lib/account/customer-session.server";
import { billingIsShipping, orderForShipping, preselectedAddressId } from "~/lib/checkout/address-choices";
import { modeOfProvider } from "~/lib/checkout/payment-choices";
import { SAME_AS_SHIPPING } from "~/lib/checkout/form-values";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getCheckoutCart, getCheckoutCartForPage, listDeliveryChoices, listPaymentChoices } from "~/lib/medusa/checkout.server";
import { listAddressCountryCodes, listAddresses } from "~/lib/medusa/customer-addresses.server";
import { getWhatsAppPreference } from "~/lib/medusa/whatsapp.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/checkout";
import {
  applyPromo,
  isCheckoutIntent,
  removePromo,
  saveAddresses,
  saveDelivery,
  submitOrder,
} from "./checkout-actions.server";

/** `/checkout` (login required): addresses, delivery, payment mode, notes, promo code, summary. */

export const handle: I18nHandle = { i18n: ["checkout", "account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = getInstance(context).getFixedT(null, "checkout")("title");
  const language = getLanguage(context);
  return withCustomer(request, async (token) => {
    const cart = await getCheckoutCartForPage(request, token, context);
    if (!cart || cart.summary.lines.length === 0) return { title, cart: null } as const;
    const [saved, countryCodes, deliveryChoices, paymentChoices, whatsapp] = await Promise.all([
      listAddresses(token),
      listAddressCountryCodes(),
      cart.shippingAddress ? listDeliveryChoices(request, token, cart.id) : Promise.resolve([]),
      listPaymentChoices(request, cart.id),
      getWhatsAppPreference(request, token),
    ]);
    return {
      title,
      cart,
      saved: orderForShipping(saved),
      countries: countryOptions(countryCodes, language),
      shippingSelected: preselectedAddressId(saved, cart.shippingAddress, "shipping"),
      billingSelected: billingIsShipping(cart.shippingAddress, cart.billingAddress)
        ? SAME_AS_SHIPPING
        : (preselectedAddressId(saved, cart.billingAddress, "billing") ?? SAME_AS_SHIPPING),
      deliveryChoices,
      paymentChoices,
      paymentSelected: modeOfProvider(paymentChoices, cart.paymentProviderId),
      paypal: paymentChoices.some((choice) => choice.code === "paypal" && choice.available) ? { xaf: cart.summary.total } : null,
      // The number the account gave, else the delivery address's (237 + 9 digits once normalized).
      whatsapp: whatsapp.available
        ? { optedIn: whatsapp.optedIn, phone: whatsapp.phone ?? normalizePhone(cart.shippingAddress?.phone ?? "") }
        : null,
    };
  });
}

export async function action({ request }: Route.ActionArgs): Promise<CheckoutAnswer | Response> {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isCheckoutIntent(intent)) throw new Response("Unknown action", { status: 400 });
  return withCustomer(request, async (token) => {
    if (intent === "place-order") return submitOrder({ request, token, formData });
    const cart = await getCheckoutCart(request, token);
    if (!cart) return { ok: false, intent, errors: { form: "cartChanged" } } satisfies CheckoutAnswer;
    const context = { request, token, cart, formData };
    if (intent === "addresses") return saveAddresses(context);
    if (intent === "delivery") return saveDelivery(context);
    if (intent === "promo-apply") return applyPromo(context);
    return removePromo(context);
  });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const answer = actionData && !(actionData instanceof Response) ? (actionData as CheckoutAnswer) : undefined;
  const forIntents = (...intents: string[]) => answerFor(answer, intents);

  if (!loaderData.cart) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{t("heading")}</h1>
        <p className="mt-6 text-ink-700">{t("emptyCart")}</p>
        <Link to="/cart" className="button-primary mt-6">{t("backToCart")}</Link>
      </section>
    );
  }
  const { cart } = loaderData;
  const ready = Boolean(cart.shippingAddress && cart.shippingOptionId);

  return (
    <section aria-labelledby="checkout-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 id="checkout-heading" className="font-display text-3xl text-ink-900 sm:text-4xl">{t("heading")}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <CheckoutSection id="addresses" heading={t("steps.addresses")}>
            {cart.shippingAddress ? (
              <p className="mb-4 text-sm text-ink-700" data-testid="current-address">
                {t("addresses.current", { address: [cart.shippingAddress.street, cart.shippingAddress.city].filter(Boolean).join(", ") })}
              </p>
            ) : null}
            <AddressStep
              saved={loaderData.saved}
              countries={loaderData.countries}
              shippingSelected={loaderData.shippingSelected}
              billingSelected={loaderData.billingSelected}
              answer={forIntents("addresses")}
            />
          </CheckoutSection>
          <CheckoutSection id="delivery" heading={t("steps.delivery")}>
            <DeliveryStep
              choices={loaderData.deliveryChoices}
              selected={cart.shippingOptionId}
              hasAddress={Boolean(cart.shippingAddress)}
              answer={forIntents("delivery")}
            />
          </CheckoutSection>
          <CheckoutSection id="payment" heading={t("steps.payment")}>
            <PayPalReturnNotice />
            <PaymentStep
              cartId={cart.id}
              choices={loaderData.paymentChoices}
              selected={loaderData.paymentSelected}
              notes={cart.notes}
              ready={ready}
              answer={forIntents("place-order")}
              paypal={loaderData.paypal}
              whatsapp={loaderData.whatsapp}
            />
          </CheckoutSection>
        </div>
        <div>
          <OrderSummary summary={cart.summary}>
            <PromoForm applied={cart.summary.promoCodes} answer={forIntents("promo-apply", "promo-remove")} />
          </OrderSummary>
        </div>
      </div>
    </section>
  );
}
