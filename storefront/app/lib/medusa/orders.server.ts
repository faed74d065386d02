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
 * docs/decisions/009): the list, an order's page and its invoice; the shopper's status is worked
 * out there, from Medusa's own states. Paying them is order-payments.server.ts.
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
