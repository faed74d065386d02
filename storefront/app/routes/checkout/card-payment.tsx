import { redirect } from "react-router";
import { CardPaymentPage } from "~/components/checkout/card-payment-page";
import { withCustomer } from "~/lib/account/customer-session.server";
import { CARD_RETURN_PATH, type CardErrorKey } from "~/lib/checkout/card-payment";
import { env } from "~/lib/env.server";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getCardSession } from "~/lib/medusa/card-payment.server";
import { getCheckoutCart } from "~/lib/medusa/checkout.server";
import { formatXaf } from "@dreamshade/contracts";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/card-payment";

/**
 * `/checkout/card` (login required): the card form for the cart's Stripe payment intent, made when
 * the shopper placed the order with "card" on `/checkout`. The only page that loads Stripe.js, and
 * the only one whose Content-Security-Policy admits Stripe (entry.server.tsx).
 */

export const handle: I18nHandle = { i18n: ["checkout"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

const ARRIVAL_ERRORS: CardErrorKey[] = ["authenticationFailed", "notPaid"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (!publishableKey) throw redirect("/checkout");
  const language = getLanguage(context);
  const error = new URL(request.url).searchParams.get("error") as CardErrorKey | null;
  return withCustomer(request, async (token) => {
    const cart = await getCheckoutCart(request, token);
    const session = cart ? await getCardSession(request, token, cart.id) : null;
    // No card session: the shopper did not choose card on /checkout (or the total changed since).
    if (!cart || !session) throw redirect("/checkout");
    return {
      title: getInstance(context).getFixedT(null, "checkout")("card.title"),
      publishableKey,
      clientSecret: session.clientSecret,
      returnPath: `${CARD_RETURN_PATH}?cart_id=${encodeURIComponent(cart.id)}`,
      language,
      amountLabel: formatXaf(cart.summary.total, language),
      initialError: error && ARRIVAL_ERRORS.includes(error) ? error : null,
    };
  });
}

export default function CardPayment({ loaderData }: Route.ComponentProps) {
  const { title: _title, ...page } = loaderData;
  return <CardPaymentPage {...page} otherModePath="/checkout" />;
}
