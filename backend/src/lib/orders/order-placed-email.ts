import type { MailLocale } from "../mail/locale"
import type { ShopDetails } from "../shop-details"
import type { OrderDetail } from "./order-view"

/**
 * The `order-placed` e-mail's data (template: lib/mail/templates/order.ts) from an order as the
 * account pages read it: its lines and totals, whether it is paid and, for bank deposit or cash
 * at the shop, how to pay. Pure, so it is tested without a database.
 */

const WEEKDAYS: Record<MailLocale, string[]> = {
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
}

/** "du lundi au samedi, 09:00–18:00 (GMT+1)" / "Monday to Saturday, 09:00–18:00 (GMT+1)". */
export function shopHoursText(hours: ShopDetails["hours"], locale: MailLocale): string {
  const names = hours.days.map((day) => WEEKDAYS[locale][day - 1])
  const consecutive = hours.days.every((day, index) => day === hours.days[0] + index)
  const days =
    consecutive && names.length > 2
      ? locale === "fr" ? `du ${names[0]} au ${names.at(-1)}` : `${names[0]} to ${names.at(-1)}`
      : names.join(", ")
  return `${days}, ${hours.opens}–${hours.closes} (GMT+1)`
}

export type OrderPlacedEmailData = {
  first_name: string | null
  display_id: number
  payment_mode: NonNullable<OrderDetail["payment"]["mode"]>
  paid: boolean
  lines: { title: string; quantity: number; total: number }[]
  discount_total: number
  delivery_fee: number | null
  total: number
  link: string
  instructions?: { bank?: { bank_name: string; account_name: string; account_number: string }; shop?: { address: string; hours: string } }
}

export function orderPlacedEmailData(
  order: OrderDetail,
  {
    firstName,
    quotePending,
    shop,
    locale,
    storefrontUrl,
  }: { firstName: string | null; quotePending: boolean; shop: ShopDetails; locale: MailLocale; storefrontUrl: string }
): OrderPlacedEmailData | null {
  const mode = order.payment.mode
  if (!mode || order.items.length === 0) return null
  const instructions =
    mode === "bank_deposit"
      ? { bank: { bank_name: shop.bank.name, account_name: shop.bank.account_holder, account_number: shop.bank.account_number } }
      : mode === "cash_at_shop"
        ? {
            shop: {
              address: [shop.address.street, shop.address.district, shop.address.city].filter(Boolean).join(", "),
              hours: shopHoursText(shop.hours, locale),
            },
          }
        : undefined
  return {
    first_name: firstName,
    display_id: order.reference,
    payment_mode: mode,
    paid: order.payment.state === "paid",
    lines: order.items.map((item: { title: string; quantity: number; total: number }) => ({ title: item.title, quantity: item.quantity, total: item.total })),
    discount_total: order.discount_total,
    delivery_fee: quotePending ? null : order.delivery_fee,
    total: order.total,
    link: `${storefrontUrl.replace(/\/+$/, "")}/dashboard/orders/${order.id}`,
    ...(instructions ? { instructions } : {}),
  }
}
