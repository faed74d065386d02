import { z } from "zod";
import { AddressShape } from "~/lib/checkout/checkout-cart";
import { PAYMENT_MODE_CODES } from "@dreamshade/contracts";
import { PaymentModesResponse } from "~/lib/checkout/payment-modes-response";
import { PayAgainShape } from "~/lib/orders/pay-again-schemas";
import { ShippingQuoteShape } from "~/lib/orders/shipping-quote-shape";
import { backendJson, backendFetch } from "./backend-fetch.server";
import { BackendApiError } from "./backend-error.server";

/**
 * The signed-in customer's orders through the backend's scoped routes (`/store/account/orders`,
 * docs/decisions/009): the shopper's status is worked out there, from Medusa's own states.
 */

export const SHOPPER_STATUSES = ["pending", "validated", "shipping", "delivered", "cancelled"] as const;
export type ShopperStatus = (typeof SHOPPER_STATUSES)[number];

const OrderSummaryShape = z.object({
  id: z.string(),
  reference: z.number(),
  placed_at: z.string(),
  status: z.enum(SHOPPER_STATUSES),
  total: z.number(),
  currency_code: z.string(),
  item_count: z.number(),
  payment_mode: z.enum(PAYMENT_MODE_CODES).nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummaryShape>;

/** The instructions of an unpaid offline order: the same shape checkout's payment modes give. */
const Instructions = PaymentModesResponse.shape.payment_modes.element.shape.instructions;

const OrderDetailShape = OrderSummaryShape.extend({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      variant_title: z.string().nullable(),
      product_handle: z.string().nullable(),
      thumbnail: z.string().nullable(),
      quantity: z.number(),
      unit_price: z.number(),
      reduction: z.number(),
      total: z.number(),
    }),
  ),
  item_subtotal: z.number(),
  discount_total: z.number(),
  delivery_fee: z.number(),
  delivery_method: z.string().nullable(),
  payment: z.object({
    mode: z.enum(PAYMENT_MODE_CODES).nullable(),
    state: z.enum(["pending", "paid", "refunded", "canceled"]),
    withdrawal_number: z.string().nullable(),
    /** A mobile-money payment's progress (pending, successful, failed, expired, held) and the operator's reason. */
    mobile_money: z.object({ gateway: z.enum(["mtn", "orange"]), status: z.string(), reason: z.string().nullable(), phone: z.string() }).nullish(),
  }),
  payment_instructions: Instructions.optional(),
  /** The international courier's quote, once staff have set it. */
  shipping_quote: ShippingQuoteShape.nullish(),
  /** While the order's payment failed and it can be paid again: the modes of its region. */
  pay_again: PayAgainShape.nullish(),
  notes: z.string().nullable(),
  coupon_codes: z.array(z.string()),
  shipping_address: AddressShape.nullable(),
  billing_address: AddressShape.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailShape>;

const OrderListResponse = z.object({ orders: z.array(OrderSummaryShape), count: z.number() });

export function listOrders(
  request: Request,
  token: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<z.infer<typeof OrderListResponse>> {
  return backendJson(request, "/store/account/orders", OrderListResponse, { token, query: { limit, offset } });
}

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

/** The customer's order, or null when it is not theirs or does not exist (the backend says 404 alike). */
export async function getOrder(request: Request, token: string, orderId: string): Promise<OrderDetail | null> {
  try {
    const { order } = await backendJson(request, `/store/account/orders/${encodeURIComponent(orderId)}`, z.object({ order: OrderDetailShape }), { token });
    return order;
  } catch (error) {
    if (error instanceof BackendApiError && error.status === 404) return null;
    throw error;
  }
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

/**
 * The shopper pays the order again (its payment failed) with `providerId`, and the number for
 * mobile money. Throws BackendApiError with the backend's code when refused (docs/accounts-api.md).
 */
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

/** The order's PDF invoice as the backend sends it (only to the order's customer), or null for 404. */
export async function fetchInvoice(request: Request, token: string, orderId: string, locale: string): Promise<Response | null> {
  const response = await backendFetch(request, `/store/account/orders/${encodeURIComponent(orderId)}/invoice`, {
    token,
    query: { locale },
  });
  if (response.status === 404) return null;
  if (response.status === 401) throw new BackendApiError(401, "unauthorized");
  if (!response.ok) throw new Error(`Invoice of ${orderId}: backend answered ${response.status}`);
  return response;
}
