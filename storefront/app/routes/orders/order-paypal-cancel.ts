import { redirect } from "react-router";
import { PAY_AGAIN_NOTICES } from "~/lib/orders/pay-again";
import type { Route } from "./+types/order-paypal-cancel";

/**
 * `/dashboard/orders/:id/paypal/cancel`: the shopper cancelled on PayPal. Nothing was taken; the
 * order's page says so and offers every mode again.
 */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/dashboard/orders/${encodeURIComponent(params.id)}?payment=${PAY_AGAIN_NOTICES.cancelled}#pay-again`);
}
