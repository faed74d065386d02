import { z } from "zod";
import { paymentMethodOf, type PaymentMethod } from "~/lib/account/payments";
import { getMedusa } from "./client.server";

/**
 * The signed-in customer's orders through Medusa's scoped `GET /store/orders` (the customer's
 * token limits it to their own). What the dashboard and the payments page show.
 */

const Provider = z.object({ provider_id: z.string().nullish(), created_at: z.string().nullish() });

const OrderShape = z.object({
  id: z.string(),
  display_id: z.number().nullish(),
  created_at: z.string(),
  total: z.number(),
  currency_code: z.string(),
  payment_status: z.string().nullish(),
  payment_collections: z
    .array(z.object({ payments: z.array(Provider).nullish(), payment_sessions: z.array(Provider).nullish() }))
    .nullish(),
});

export interface CustomerOrderPayment {
  orderId: string;
  reference: string;
  placedAt: string;
  total: number;
  currencyCode: string;
  paymentStatus: string;
  method: PaymentMethod | null;
  /** The provider id when it is none of the shop's known methods. */
  providerId: string | null;
}

function toOrderPayment(order: z.infer<typeof OrderShape>): CustomerOrderPayment {
  const collections = order.payment_collections ?? [];
  // A captured or authorised payment says how it was paid; else the chosen payment session.
  const providers = [
    ...collections.flatMap((collection) => collection.payments ?? []),
    ...collections.flatMap((collection) => collection.payment_sessions ?? []),
  ];
  const providerId = providers.find((provider) => provider.provider_id)?.provider_id ?? null;
  const method = providerId ? paymentMethodOf(providerId) : null;
  return {
    orderId: order.id,
    reference: order.display_id ? String(order.display_id) : order.id,
    placedAt: order.created_at,
    total: order.total,
    currencyCode: order.currency_code,
    paymentStatus: order.payment_status ?? "not_paid",
    method,
    providerId: method ? null : providerId,
  };
}

const ORDER_FIELDS =
  "id,display_id,created_at,total,currency_code,payment_status," +
  "*payment_collections,*payment_collections.payments,*payment_collections.payment_sessions";

export async function listOrderPayments(
  token: string,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<{ orders: CustomerOrderPayment[]; count: number }> {
  const sdk = await getMedusa();
  const response = await sdk.store.order.list(
    { limit, offset, order: "-created_at", fields: ORDER_FIELDS },
    { authorization: `Bearer ${token}` },
  );
  const orders = z.array(OrderShape).parse(response.orders).map(toOrderPayment);
  return { orders, count: response.count ?? orders.length };
}
