import { PAYMENT_MODE_CODES } from "@dreamshade/contracts";
import { z } from "zod";
import { ShippingQuoteShape } from "~/lib/orders/shipping-quote-shape";
import { BackendApiError } from "./backend-error.server";
import { backendJson } from "./backend-fetch.server";

/**
 * The signed-in customer's payments through the backend's scoped routes
 * (`/store/account/payments`, `/store/account/orders/:id/payment*`, docs/accounts-api.md): the
 * payments page, paying an order again (docs/decisions/025), and paying an international order's
 * delivery quote. A refusal throws BackendApiError with the backend's code.
 */

const PaymentRowShape = z.object({
  id: z.string(),
  order_id: z.string(),
  order_reference: z.number(),
  /** `shipping_quote`: the payment of an international order's delivery quote. */
  purpose: z.enum(["order", "shipping_quote"]).default("order"),
  mode: z.enum(PAYMENT_MODE_CODES).nullable(),
  amount: z.number(),
  currency_code: z.string(),
  state: z.enum(["pending", "paid", "refunded", "canceled"]),
  date: z.string(),
});
export type PaymentRow = z.infer<typeof PaymentRowShape>;

const PaymentListResponse = z.object({ payments: z.array(PaymentRowShape), order_count: z.number() });

/** The payments page: one row per payment of the customer's orders, newest order first. */
export function listPayments(
  request: Request,
  token: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<z.infer<typeof PaymentListResponse>> {
  return backendJson(request, "/store/account/payments", PaymentListResponse, { token, query: { limit, offset } });
}

/**
 * The shopper pays the order's delivery quote with `providerId` (one of the quote's available
 * modes). Throws BackendApiError with the backend's code when refused (docs/accounts-api.md).
 */
export async function payShippingQuote(request: Request, token: string, orderId: string, providerId: string): Promise<void> {
  await backendJson(
    request,
    `/store/account/orders/${encodeURIComponent(orderId)}/shipping-quote/payment`,
    z.object({ shipping_quote: ShippingQuoteShape }),
    { token, method: "POST", body: { provider_id: providerId } },
  );
}

/** An attempt to pay an order, as the backend answers it: what its page needs in `data` (approval address, client secret). */
const OrderPaymentSession = z.object({
  id: z.string(),
  provider_id: z.string(),
  status: z.string(),
  data: z.record(z.string(), z.unknown()).nullish(),
});
export type OrderPaymentSession = z.infer<typeof OrderPaymentSession>;
const OrderPaymentAnswer = z.object({ order: z.object({ id: z.string() }), payment_session: OrderPaymentSession });

const orderPaymentPath = (orderId: string, sessionId?: string) =>
  `/store/account/orders/${encodeURIComponent(orderId)}/payment${sessionId ? `/${encodeURIComponent(sessionId)}` : ""}`;

/**
 * Pays the order again with `providerId` (docs/decisions/025). Mobile money and the offline modes
 * are under way once this answers; PayPal and card answer the attempt their page needs.
 */
export async function payOrderAgain(
  request: Request,
  token: string,
  orderId: string,
  { providerId, data }: { providerId: string; data?: Record<string, string> },
): Promise<OrderPaymentSession> {
  const answer = await backendJson(request, orderPaymentPath(orderId), OrderPaymentAnswer, {
    token,
    method: "POST",
    body: { provider_id: providerId, ...(data ? { data } : {}) },
  });
  return answer.payment_session;
}

/** The order's attempt on PayPal's or the card's page, or null when it is not this customer's order's. */
export async function getOrderPaymentSession(request: Request, token: string, orderId: string, sessionId: string): Promise<OrderPaymentSession | null> {
  try {
    return (await backendJson(request, orderPaymentPath(orderId, sessionId), z.object({ payment_session: OrderPaymentSession }), { token })).payment_session;
  } catch (error) {
    if (error instanceof BackendApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Back from PayPal or the card form: the backend asks the provider and, when it took the money,
 * records it on the order. Answers the attempt as it now stands (`requires_more`: approve again).
 */
export async function authorizeOrderPayment(request: Request, token: string, orderId: string, sessionId: string): Promise<OrderPaymentSession> {
  const answer = await backendJson(request, `${orderPaymentPath(orderId, sessionId)}/authorize`, OrderPaymentAnswer, { token, method: "POST", body: {} });
  return answer.payment_session;
}
