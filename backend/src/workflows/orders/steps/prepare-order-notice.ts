import { recordedShippingQuoteOf } from "@dreamshade/contracts"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, NotificationStatus } from "@medusajs/framework/utils"
import { accountsEnv } from "../../../lib/accounts/config"
import { toMailLocale } from "../../../lib/mail/locale"
import { orderNoticeFacts, readOrderForNotice } from "../../../lib/orders/order-notice-read"
import {
  NOTIFICATION_KIND,
  orderPageLink,
  orderPlacedEmailData,
  type OrderNotice,
} from "../../../lib/orders/order-notices"
import { readShopDetails } from "../../../lib/shop-details"
import { CHECKOUT_INTERRUPTED_KEY } from "../../../lib/orders/interrupted-orders"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

export type PreparedOrderNotice = {
  /** The dashboard notification, or null when the customer already has it. */
  notification: { customer_id: string; kind: string; data: Record<string, unknown> } | null
  email: {
    to: string
    template: "order-placed" | "order-status-changed" | "shipping-quote"
    data: Record<string, unknown>
    /** One e-mail per order and notice: the Notification module keeps the key unique. */
    idempotency_key: string
  }
}

/** `order-placed:order_1`, `order-validated:order_1`, `order-shipping_quote:order_1:15000`. */
export function orderEmailKey(notice: OrderNotice, orderId: string, quote?: number): string {
  return `order-${notice}:${orderId}${quote === undefined ? "" : `:${quote}`}`
}

/**
 * Reads the order and decides what to tell its customer, or nothing: no customer, a status the
 * order is no longer in (events can arrive late), or a notice already given for this order.
 */
export const prepareOrderNoticeStep = createStep(
  "prepare-order-notice",
  async (input: { order_id: string; notice: OrderNotice }, { container }) => {
    const read = await readOrderForNotice(container, input.order_id)
    if (!read) return new StepResponse(null)
    const order = orderNoticeFacts(read)
    if (!order.customer_id) return new StepResponse(null)
    const isStatus = input.notice !== "placed" && input.notice !== "shipping_quote"
    if (isStatus && order.status !== input.notice) return new StepResponse(null)
    // A checkout cut off half-way: the shopper was never told of this order, only of the one placed after.
    if (input.notice === "cancelled" && order.metadata?.[CHECKOUT_INTERRUPTED_KEY]) return new StepResponse(null)
    // A quote is set once (plugins/douala-delivery); a repeated event tells nothing new.
    const quote = input.notice === "shipping_quote" ? recordedShippingQuoteOf(order.metadata)?.amount : undefined
    if (input.notice === "shipping_quote" && !(quote !== undefined && quote > 0)) return new StepResponse(null)

    // The dashboard notification and the e-mail are checked apart: a crash between the two must
    // not cost the shopper the e-mail (src/jobs/order-emails-outbox.ts sends what was missed).
    const kind = NOTIFICATION_KIND[input.notice]
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const earlier = await accounts.listCustomerNotifications({ customer_id: order.customer_id, kind })
    const sameNotice = (data: any) => data?.order_id === order.id && (quote === undefined || data?.amount === quote)
    const notified = earlier.some((notification) => sameNotice(notification.data))
    const idempotencyKey = orderEmailKey(input.notice, order.id, quote)
    const { data: emails } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "notification",
      fields: ["id", "status"],
      filters: { idempotency_key: idempotencyKey },
    })
    const emailed = emails[0] as { status: string } | undefined
    // A failed send is tried again; a pending one is in flight elsewhere (or was cut by a crash).
    if (notified && emailed && emailed.status !== NotificationStatus.FAILURE) return new StepResponse(null)

    const locale = toMailLocale(order.locale ?? (await accountLocale(container, order.customer_id)))
    const firstName = order.first_name
    const link = orderPageLink(accountsEnv().STOREFRONT_URL, order.id)
    const message: Omit<PreparedOrderNotice["email"], "idempotency_key"> =
      input.notice === "placed"
        ? {
            to: order.email,
            template: "order-placed",
            data: orderPlacedEmailData(order, readShopDetails(), locale, { firstName, link, quotePending: order.quote_pending }),
          }
        : input.notice === "shipping_quote"
          ? { to: order.email, template: "shipping-quote", data: { locale, first_name: firstName, display_id: order.reference, amount: quote, link } }
          : {
              to: order.email,
              template: "order-status-changed",
              data: { locale, first_name: firstName, display_id: order.reference, status: input.notice, link },
            }
    const email: PreparedOrderNotice["email"] = { ...message, idempotency_key: idempotencyKey }
    const prepared: PreparedOrderNotice = {
      notification: notified ? null : {
        customer_id: order.customer_id,
        kind,
        // `reference` is what the storefront's wording uses ("order no. {{reference}}").
        data: {
          order_id: order.id,
          reference: order.reference,
          display_id: order.reference,
          status: order.status,
          total: order.total,
          ...(quote !== undefined ? { amount: quote } : {}),
        },
      },
      email,
    }
    return new StepResponse(prepared)
  }
)

/** The language the customer chose on their account, for an order that kept none. */
async function accountLocale(container: MedusaContainer, customerId: string): Promise<string | undefined> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "customer_account",
    fields: ["locale"],
    filters: { customer_id: customerId },
  })
  return (data[0] as { locale?: string } | undefined)?.locale
}
