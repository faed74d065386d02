import { redirect } from "react-router";
import { BackendApiError } from "~/lib/medusa/backend-error.server";
import { authorizeOrderPayment, type OrderPaymentSession } from "~/lib/medusa/order-payments.server";
import { PAY_AGAIN_NOTICES, type PayAgainNotice } from "./pay-again";

/**
 * The shopper is back on the shop from PayPal or the card form, paying an order again
 * (docs/decisions/025). Nothing in the address is trusted: the backend asks the provider. Paid or
 * awaited (PayPal reviewing): the order's page, which says so. Refused, or the order paid another
 * way meanwhile: the order's page too, with a notice when nothing was taken. `stillToPay` says
 * where a session the provider still waits on goes (PayPal's approval, the card form).
 */
export async function returnToOrder(
  request: Request,
  token: string,
  orderId: string,
  sessionId: string,
  stillToPay: (session: OrderPaymentSession) => string | null,
): Promise<never> {
  const orderPage = `/dashboard/orders/${encodeURIComponent(orderId)}`;
  const withNotice = (notice: PayAgainNotice) => redirect(`${orderPage}?payment=${PAY_AGAIN_NOTICES[notice]}#pay-again`);
  if (!/^payses_\w{1,64}$/.test(sessionId)) throw redirect(orderPage);
  let session: OrderPaymentSession;
  try {
    session = await authorizeOrderPayment(request, token, orderId, sessionId);
  } catch (error) {
    if (!(error instanceof BackendApiError) || ![400, 404, 429].includes(error.status)) throw error;
    // Kept for staff reading the logs; the page shows where the order stands.
    console.warn(`Return to order ${orderId} (session ${sessionId}): ${error.status} ${error.code}`);
    throw error.code === "payment_refused" ? withNotice("failed") : redirect(orderPage);
  }
  if (["authorized", "captured", "pending_authorization"].includes(session.status)) throw redirect(`${orderPage}#payment`);
  const next = session.status === "requires_more" || session.status === "pending" ? stillToPay(session) : null;
  throw next ? redirect(next) : withNotice("failed");
}
