import { withCustomer } from "~/lib/account/customer-session.server";
import { returnToOrder } from "~/lib/orders/order-payment-return.server";
import type { Route } from "./+types/order-paypal-return";

/**
 * `/dashboard/orders/:id/paypal/return?session=…&token=…`: PayPal sends the shopper here after
 * approving a payment of this order (paying it again). The backend captures the approved PayPal
 * order; declined or not approved yet: back to PayPal's approval, as PayPal advises.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session") ?? "";
  return withCustomer(request, (token) =>
    returnToOrder(request, token, params.id, sessionId, (session) => {
      const data = session.data ?? {};
      const approveUrl = typeof data.approve_url === "string" && /^https?:\/\//.test(data.approve_url) ? data.approve_url : null;
      return ["created", "declined"].includes(String(data.status)) ? approveUrl : null;
    }),
  );
}
