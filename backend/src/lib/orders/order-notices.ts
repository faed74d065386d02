import type { MailLocale } from "../mail/locale"
import type { ShopDetails } from "../shop-details"
import type { OrderDetail, OrderLine } from "./order-view"
import type { ShopperStatus } from "./shopper-status"

/**
 * What the customer is told when an order is placed or moves along: a dashboard notification
 * (`kind` + `data`, worded by the storefront) and an e-mail (templates `order-placed`,
 * `order-status-changed`, `shipping-quote` of src/lib/mail/templates/order.ts).
 */
export type OrderNotice = "placed" | "shipping_quote" | Exclude<ShopperStatus, "pending">

export const NOTIFICATION_KIND: Record<OrderNotice, string> = {
  placed: "order_placed",
  shipping_quote: "order_shipping_quote",
  validated: "order_validated",
  shipping: "order_shipping",
  delivered: "order_delivered",
  cancelled: "order_cancelled",
}

/** Where the e-mails' button leads: the order's page on the storefront. */
export function orderPageLink(storefrontUrl: string, orderId: string): string {
  return `${storefrontUrl.replace(/\/+$/, "")}/dashboard/orders/${encodeURIComponent(orderId)}`
}

const DAY_NAMES: Record<MailLocale, string[]> = {
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
}

/**
 * `1,2,3,4,5,6` 09:00–18:00 → "du lundi au samedi, 09:00–18:00 (GMT+1)" / "Monday to Saturday,
 * 09:00–18:00 (GMT+1)". Douala keeps GMT+1 all year (no daylight saving), so the offset is fixed.
 */
export function describeOpeningHours(hours: ShopDetails["hours"], locale: MailLocale): string {
  const names = DAY_NAMES[locale]
  const days = hours.days
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1] + 1)
  const time = `${hours.opens}–${hours.closes} (GMT+1)`
  if (consecutive && days.length > 2) {
    const first = names[days[0] - 1]
    const last = names[days[days.length - 1] - 1]
    return locale === "fr" ? `du ${first} au ${last}, ${time}` : `${first} to ${last}, ${time}`
  }
  const list = days.map((day) => names[day - 1]).join(", ")
  return `${list}, ${time}`
}

/** What the `order-placed` e-mail shows of its order (src/lib/orders/order-notice-read.ts reads just that). */
export type PlacedOrderOfEmail = Pick<OrderDetail, "reference" | "discount_total" | "delivery_fee" | "total"> & {
  payment: Pick<OrderDetail["payment"], "mode" | "state">
  items: Pick<OrderLine, "title" | "quantity" | "total">[]
}

/** The `order-placed` e-mail's data; payment instructions only for an unpaid offline order. */
export function orderPlacedEmailData(
  order: PlacedOrderOfEmail,
  shop: ShopDetails,
  locale: MailLocale,
  { firstName, link, quotePending = false }: { firstName: string | null; link: string; quotePending?: boolean }
) {
  const paid = order.payment.state === "paid"
  const mode = order.payment.mode
  const instructions =
    paid || !mode
      ? undefined
      : mode === "bank_deposit"
        ? {
            bank: {
              bank_name: shop.bank.name,
              account_name: shop.bank.account_holder,
              account_number: shop.bank.account_number,
            },
          }
        : mode === "cash_at_shop"
          ? {
              shop: {
                address: `${shop.address.street}, ${shop.address.district}, ${shop.address.city}`,
                hours: describeOpeningHours(shop.hours, locale),
              },
            }
          : undefined
  return {
    locale,
    first_name: firstName,
    display_id: order.reference,
    payment_mode: mode,
    paid,
    lines: order.items.map((item) => ({ title: item.title, quantity: item.quantity, total: item.total })),
    discount_total: order.discount_total,
    delivery_fee: quotePending ? null : order.delivery_fee,
    total: order.total,
    link,
    instructions,
  }
}
