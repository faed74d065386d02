import { withCustomer } from "~/lib/account/customer-session.server";
import { returnFromPayPal } from "~/lib/medusa/paypal.server";
import type { Route } from "./+types/paypal-return";

/**
 * `/checkout/paypal/return?token={PayPal order}&PayerID=…`: where PayPal sends the shopper after
 * approving. Completing the cart captures the payment; the answer is always a redirect (the
 * confirmation, PayPal again, or checkout with a message). Idempotent: a reload finds the order.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const payPalOrderId = new URL(request.url).searchParams.get("token") ?? "";
  return withCustomer(request, (token) => returnFromPayPal(request, token, payPalOrderId));
}
