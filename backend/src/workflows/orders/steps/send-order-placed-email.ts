import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { accountsEnv } from "../../../lib/accounts/config"
import { toMailLocale } from "../../../lib/mail/locale"
import { requireCustomerOrder } from "../../../lib/orders/customer-orders"
import { orderPlacedEmailData } from "../../../lib/orders/order-placed-email"
import { ORDER_DETAIL_FIELDS, toOrderDetail } from "../../../lib/orders/order-view"
import { readShopDetails } from "../../../lib/shop-details"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

/**
 * Sends the `order-placed` e-mail in the customer's language (the account's locale, else the
 * order's). An e-mail cannot be unsent, so there is nothing to undo; the notification's id is
 * returned for the record.
 */
export const sendOrderPlacedEmailStep = createStep(
  "send-order-placed-email",
  async ({ order_id }: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "customer_id", "email", "customer.first_name", "shipping_methods.data"],
      filters: { id: order_id },
    })
    const found = data[0] as any
    if (!found?.customer_id || !found.email) return new StepResponse(null)
    const order = toOrderDetail(await requireCustomerOrder(container, found.customer_id, order_id, ORDER_DETAIL_FIELDS))
    const [account] = await container
      .resolve<AccountModuleService>(ACCOUNT_MODULE)
      .listCustomerAccounts({ customer_id: found.customer_id }, { take: 1 })
    const locale = toMailLocale(account?.locale ?? order.locale)
    const emailData = orderPlacedEmailData(order, {
      firstName: found.customer?.first_name ?? null,
      quotePending: (found.shipping_methods ?? []).some((method: any) => method?.data?.quote_pending === true),
      shop: readShopDetails(),
      locale,
      storefrontUrl: accountsEnv().STOREFRONT_URL,
    })
    if (!emailData) return new StepResponse(null)
    const [notification] = await container.resolve(Modules.NOTIFICATION).createNotifications([
      { to: found.email, channel: "email", template: "order-placed", data: { locale, ...emailData } },
    ])
    return new StepResponse(notification?.id ?? null)
  }
)
