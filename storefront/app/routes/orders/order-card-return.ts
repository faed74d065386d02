import { withCustomer } from "~/lib/account/customer-session.server";
import { orderCardPagePath, returnErrorKey } from "~/lib/checkout/card-payment";
import { returnToOrder } from "~/lib/orders/order-payment-return.server";
import type { Route } from "./+types/order-card-return";

/**
 * `/dashboard/orders/:id/card/return?session=…` (login required), where Stripe sends the shopper
 * after 3-D Secure and the order's card form goes once Stripe took the card. The backend asks
 * Stripe whether the intent is paid; not paid: back to the card form, which says why.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session") ?? "";
  const error = returnErrorKey(url.searchParams.get("redirect_status"));
  return withCustomer(request, (token) =>
    returnToOrder(request, token, params.id, sessionId, (session) => `${orderCardPagePath(params.id, session.id)}&error=${error}`),
  );
}
