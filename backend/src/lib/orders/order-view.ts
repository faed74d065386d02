import { paymentModeOfProvider, recordedShippingQuoteOf, type PaymentModeCode } from "@dreamshade/contracts"
import { shopperStatus, type ShopperStatus } from "./shopper-status"

/** What the account pages read of an order (fields for `getOrderDetailWorkflow`/`getOrdersListWorkflow`). */
export const ORDER_SUMMARY_FIELDS = [
  "id",
  "customer_id",
  "display_id",
  "created_at",
  "currency_code",
  "total",
  "items.quantity",
  // The quote's collection is told apart from the checkout's by the id kept in `metadata.shipping_quote`.
  "metadata",
  "payment_collections.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payment_sessions.provider_id",
  // The newest session is the current attempt: a failed one stays beside the one paying again.
  "payment_collections.payment_sessions.status",
  "payment_collections.payment_sessions.created_at",
]

export const ORDER_DETAIL_FIELDS = [
  ...ORDER_SUMMARY_FIELDS,
  "payment_collections.payment_sessions.data",
  "email",
  "locale",
  "region_id",
  "item_subtotal",
  "subtotal",
  "discount_total",
  "shipping_total",
  "tax_total",
  "items.id",
  "items.title",
  "items.product_title",
  "items.variant_title",
  "items.product_handle",
  "items.thumbnail",
  "items.unit_price",
  "items.discount_total",
  "items.total",
  "shipping_methods.name",
  "shipping_methods.total",
  "promotions.code",
  "payment_collections.payments.id",
  "payment_collections.payments.amount",
  "payment_collections.payments.data",
  "payment_collections.payments.created_at",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.refunds.amount",
  "shipping_address.*",
  "billing_address.*",
]

type Payment = {
  id?: string
  provider_id: string
  amount?: number
  data?: Record<string, unknown> | null
  created_at?: string | Date
  captured_at?: string | Date | null
  canceled_at?: string | Date | null
  refunds?: { amount: number }[]
}
/** The order as Medusa's order workflows answer it (statuses aggregated). */
export type MedusaOrder = Record<string, any> & {
  id: string
  display_id: number
  created_at: string | Date
  status: string
  payment_status: string
  fulfillment_status: string
  payment_collections?: { id?: string; payments?: Payment[]; payment_sessions?: Session[] }[]
}
type Session = { provider_id: string; status?: string; created_at?: string | Date; data?: Record<string, any> }

export type PaymentState = "pending" | "paid" | "refunded" | "canceled"

/**
 * The id of the payment collection Medusa opened for the international courier's quote
 * (plugins/douala-delivery keeps it in `metadata.shipping_quote`), or null.
 */
export function quoteCollectionId(order: { metadata?: unknown; id?: string }): string | null {
  return recordedShippingQuoteOf(order.metadata)?.payment_collection_id ?? null
}

/** The collections of the checkout: every one but the quote's. */
export function checkoutCollections(order: { metadata?: unknown; payment_collections?: MedusaOrder["payment_collections"] }) {
  const quoteId = quoteCollectionId(order)
  return (order.payment_collections ?? []).filter((collection) => !quoteId || collection.id !== quoteId)
}

/** The payments made at checkout, without the shipping quote's. */
export function checkoutPayments(order: MedusaOrder): Payment[] {
  return checkoutCollections(order).flatMap((collection) => collection.payments ?? [])
}

/**
 * The checkout's current payment attempt: its newest session. A mobile-money attempt that failed
 * stays on the collection beside the one that pays the order again (docs/decisions/025).
 */
export function currentCheckoutSession(order: MedusaOrder): Session | null {
  const sessions = checkoutCollections(order).flatMap((collection) => collection.payment_sessions ?? [])
  const time = (session: Session) => (session.created_at ? new Date(session.created_at).getTime() : 0)
  return sessions.reduce<Session | null>((newest, session) => (!newest || time(session) > time(newest) ? session : newest), null)
}

/** The mode chosen at checkout (or to pay again): the payment's provider, or the current session's before a payment exists. */
export function orderPaymentMode(order: MedusaOrder): PaymentModeCode | null {
  const live = checkoutPayments(order).find((payment) => !payment.canceled_at) ?? checkoutPayments(order)[0]
  const providerId = live?.provider_id ?? currentCheckoutSession(order)?.provider_id
  return providerId ? paymentModeOfProvider(providerId) : null
}

export function paymentState(payment: Payment): PaymentState {
  const refunded = (payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0)
  if (payment.canceled_at) return "canceled"
  if (refunded > 0 && refunded >= Number(payment.amount)) return "refunded"
  if (payment.captured_at) return "paid"
  return "pending"
}

/**
 * The number money was withdrawn from, when the payment has one: mobile-money providers keep it
 * in their payment data as `withdrawal_number`. Offline modes have none.
 */
/**
 * Where a mobile-money payment stands (plugins/mobile-money keeps it in the session's data): what
 * the "payment in progress" page follows. Null for the other modes.
 */
export type MobileMoneyState = { gateway: "mtn" | "orange"; status: string; reason: string | null; phone: string }

export function mobileMoneyState(order: MedusaOrder): MobileMoneyState | null {
  const data = currentCheckoutSession(order)?.data
  if (!data || (data.gateway !== "mtn" && data.gateway !== "orange")) return null
  return { gateway: data.gateway, status: String(data.status), reason: typeof data.reason === "string" ? data.reason : null, phone: String(data.phone) }
}

export function withdrawalNumber(order: MedusaOrder): string | null {
  const value = checkoutPayments(order).find((payment) => payment.data?.withdrawal_number)?.data?.withdrawal_number
  return typeof value === "string" ? value : null
}

export type OrderSummary = {
  id: string
  reference: number
  placed_at: string
  status: ShopperStatus
  total: number
  currency_code: string
  item_count: number
  payment_mode: PaymentModeCode | null
}

export function toOrderSummary(order: MedusaOrder): OrderSummary {
  return {
    id: order.id,
    reference: order.display_id,
    placed_at: new Date(order.created_at).toISOString(),
    status: shopperStatus(order),
    total: Number(order.total),
    currency_code: order.currency_code,
    item_count: (order.items ?? []).reduce((sum: number, item: any) => sum + Number(item.quantity), 0),
    payment_mode: orderPaymentMode(order),
  }
}

export type OrderLine = {
  id: string
  title: string
  variant_title: string | null
  product_handle: string | null
  thumbnail: string | null
  quantity: number
  unit_price: number
  /** Promotions' reduction on this line, for all its units. */
  reduction: number
  total: number
}

export function toOrderDetail(order: MedusaOrder) {
  // A second card payment refunded at once (decision 026) is not the one that pays the order.
  const firstPayment =
    checkoutPayments(order).find((payment) => !payment.canceled_at && paymentState(payment) !== "refunded") ??
    checkoutPayments(order).find((payment) => !payment.canceled_at) ??
    checkoutPayments(order)[0]
  return {
    ...toOrderSummary(order),
    items: ((order.items ?? []) as any[]).map((item): OrderLine => ({
      id: item.id as string,
      title: item.product_title ?? item.title,
      variant_title: item.variant_title ?? null,
      product_handle: item.product_handle ?? null,
      thumbnail: item.thumbnail ?? null,
      quantity: Number(item.quantity),
      unit_price: Number(item.unit_price),
      reduction: Number(item.discount_total ?? 0),
      total: Number(item.total),
    })),
    item_subtotal: Number(order.item_subtotal),
    discount_total: Number(order.discount_total),
    delivery_fee: Number(order.shipping_total),
    delivery_method: order.shipping_methods?.[0]?.name ?? null,
    payment: {
      mode: orderPaymentMode(order),
      state: firstPayment ? paymentState(firstPayment) : "pending",
      withdrawal_number: withdrawalNumber(order) ?? mobileMoneyState(order)?.phone ?? null,
      mobile_money: mobileMoneyState(order),
    },
    notes: typeof order.metadata?.notes === "string" ? order.metadata.notes : null,
    coupon_codes: (order.promotions ?? []).map((promotion: any) => promotion.code).filter(Boolean) as string[],
    email: order.email as string,
    locale: (order.locale as string | null) ?? null,
    shipping_address: order.shipping_address ?? null,
    billing_address: order.billing_address ?? null,
  }
}
export type OrderDetail = ReturnType<typeof toOrderDetail>
