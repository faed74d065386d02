import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readWhatsAppConfig } from "../../lib/config"
import { orderPageLink, paymentSentence, updateKey } from "../../lib/order-updates"
import { pluginOptions } from "../../lib/plugin-options"
import { toWhatsAppLocale, type OrderUpdate } from "../../lib/templates"
import { WHATSAPP_MODULE } from "../../modules/whatsapp"
import type WhatsAppModuleService from "../../modules/whatsapp/service"

export type PreparedMessage = {
  to: string
  template: string
  data: { locale: string; parameters: Record<string, string>; order_id?: string; customer_id?: string }
  /** One message per order and update: the Notification module keeps the key unique. */
  idempotency_key: string
}

type OrderRow = {
  id: string
  display_id: number
  customer_id: string | null
  locale?: string | null
  metadata?: Record<string, unknown> | null
  payment_collections?: { status?: string; payment_sessions?: { provider_id: string; created_at?: string | Date }[] }[]
}

/**
 * Reads the order and decides whether its customer gets this update on WhatsApp: only with the
 * channel on, a customer who opted in, and no message of this update for this order yet (in any
 * state: a failed one stopped for good and waits for staff to resend it; a pending one is in
 * flight, or was cut by a crash, and resending could send twice).
 */
export const prepareOrderUpdateStep = createStep(
  "prepare-whatsapp-order-update",
  async (input: { order_id: string; update: OrderUpdate }, { container }) => {
    const config = readWhatsAppConfig()
    if (!config) return new StepResponse(null)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: orders } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "display_id",
        "customer_id",
        "locale",
        "metadata",
        "payment_collections.status",
        "payment_collections.payment_sessions.provider_id",
        "payment_collections.payment_sessions.created_at",
      ],
      filters: { id: input.order_id },
    })
    const order = orders[0] as OrderRow | undefined
    if (!order?.customer_id) return new StepResponse(null)
    // A checkout cut off half-way: the shopper was never told of this order.
    if (input.update === "cancelled" && order.metadata?.checkout_interrupted) return new StepResponse(null)

    const whatsapp = container.resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    const [subscription] = await whatsapp.listWhatsAppSubscriptions({ customer_id: order.customer_id, opted_in: true }, { take: 1 })
    if (!subscription) return new StepResponse(null)

    const key = updateKey(input.update, order.id)
    const { data: earlier } = await query.graph({ entity: "notification", fields: ["id"], filters: { idempotency_key: key } })
    if (earlier.length) return new StepResponse(null)

    const locale = toWhatsAppLocale(order.locale ?? (await accountLocale(container, order.customer_id)))
    const link = orderPageLink(config.storefrontUrl, order.id)
    const parameters: Record<string, string> = { reference: String(order.display_id), link }
    if (input.update === "placed") {
      const collections = order.payment_collections ?? []
      const sessions = collections.flatMap((collection) => collection?.payment_sessions ?? [])
      const newest = sessions.sort((a, b) => new Date(b.created_at ?? 0).getTime() - new Date(a.created_at ?? 0).getTime())[0]
      const paid = collections.some((collection) => collection?.status === "completed")
      parameters.payment = paymentSentence(newest?.provider_id ?? null, paid, locale, pluginOptions(container))
    }
    const message: PreparedMessage = {
      to: subscription.phone,
      template: input.update,
      data: { locale, parameters, order_id: order.id, customer_id: order.customer_id },
      idempotency_key: key,
    }
    return new StepResponse(message)
  }
)

/**
 * The language the customer chose on their account (the backend's `customer_account`), read as
 * the e-mails read it when the order has none; null when there is no such record.
 */
async function accountLocale(container: MedusaContainer, customerId: string): Promise<string | null> {
  try {
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "customer_account", fields: ["locale"], filters: { customer_id: customerId } })
    return (data[0] as { locale?: string | null } | undefined)?.locale ?? null
  } catch {
    // A shop without the account module: the order's language or French.
    return null
  }
}
