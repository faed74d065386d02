import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { capturePaymentWorkflow, completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { DEFER_CAPTURE } from "../providers/paypal/service"
import { isPayPalTransaction, type PayPalTransaction } from "./transaction"

export const PAYPAL_PROVIDER_ID = "pp_paypal_paypal"

export type Confirmation = "unknown" | "not_approved" | "pending" | "held" | "paid"

/**
 * Brings a PayPal payment session up to date with PayPal, exactly once whatever calls it (a
 * verified webhook, the job, on any server), under a lock on the session:
 * - paid already: "paid";
 * - order placed, PayPal's capture awaited (or held): Medusa authorizes the session again (the
 *   provider reads the capture from PayPal) and a capture now COMPLETED is recorded;
 * - cart not completed (the shopper approved, then never came back): the cart is completed, which
 *   captures, as the return page would have. Medusa's lock on the cart makes the two meet once;
 * - order placed, this session made to pay it again (docs/decisions/025): captured for the order,
 *   under the order's lock as the order page's return takes it, and only while nothing else pays it.
 */
export async function confirmPayPalSession(container: MedusaContainer, sessionId: string): Promise<Confirmation> {
  // Completing a cart takes seconds: a second delivery waits for the first rather than failing.
  return container.resolve(Modules.LOCKING).execute(`paypal:${sessionId}`, async () => {
    const payments = container.resolve(Modules.PAYMENT)
    const read = async () => (await payments.listPaymentSessions({ id: sessionId }, { relations: ["payment", "payment.captures"] }))[0]
    const session = await read()
    if (!session || session.provider_id !== PAYPAL_PROVIDER_ID || !isPayPalTransaction(session.data)) return "unknown"
    let payment = session.payment
    if (!payment && session.status === PaymentSessionStatus.PENDING_AUTHORIZATION) {
      try {
        payment = (await payments.authorizePaymentSession(sessionId, { [DEFER_CAPTURE]: true })) ?? undefined
      } catch (error) {
        if (MedusaError.isMedusaError(error)) return "not_approved"
        throw error
      }
      if (!payment) return ((await read())?.data as unknown as PayPalTransaction | undefined)?.status === "held" ? "held" : "pending"
    } else if (!payment) {
      const orderId = await orderOfCollection(container, session.payment_collection_id)
      if (orderId) return confirmForOrder(container, orderId, sessionId)
      const { data: links } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "cart_payment_collection",
        fields: ["cart_id"],
        filters: { payment_collection_id: session.payment_collection_id },
      })
      const cartId = (links[0] as { cart_id?: string } | undefined)?.cart_id
      if (!cartId) return "unknown"
      const { errors } = await completeCartWorkflow(container).run({ input: { id: cartId }, throwOnError: false })
      const now = await read()
      if (errors.length || !now) return "not_approved"
      if (!now.payment) return (now.data as unknown as PayPalTransaction).status === "held" ? "held" : "pending"
      payment = now.payment
    }
    if (!payment) return "pending"
    if (!payment.captures?.length && !payment.captured_at) {
      await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
      container.resolve(ContainerRegistrationKeys.LOGGER).info(`PayPal payment ${payment.id} confirmed and captured`)
    }
    return "paid"
  }, { timeout: 30 })
}

async function orderOfCollection(container: MedusaContainer, paymentCollectionId: string): Promise<string | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: paymentCollectionId },
  })
  return (data[0] as { order_id?: string } | undefined)?.order_id ?? null
}

type OrderPayments = { status: string; payment_collections?: { payments?: { canceled_at?: unknown }[] }[] }

/**
 * A session made to pay a placed order again, approved on PayPal: captured and recorded, unless
 * the order was cancelled or another payment stands (bank deposit chosen meanwhile, an older
 * PayPal order approved late): the PayPal order is then left to expire, never captured.
 */
async function confirmForOrder(container: MedusaContainer, orderId: string, sessionId: string): Promise<Confirmation> {
  return container.resolve(Modules.LOCKING).execute(orderId, async () => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["status", "payment_collections.payments.canceled_at"],
      filters: { id: orderId },
    })
    const order = data[0] as OrderPayments | undefined
    const paid = (order?.payment_collections ?? []).some((collection) => (collection.payments ?? []).some((payment) => !payment.canceled_at))
    if (!order || order.status === "canceled" || paid) return "unknown"
    const payments = container.resolve(Modules.PAYMENT)
    let payment: Awaited<ReturnType<typeof payments.authorizePaymentSession>> | null
    try {
      payment = await payments.authorizePaymentSession(sessionId, { [DEFER_CAPTURE]: true })
    } catch (error) {
      if (MedusaError.isMedusaError(error)) return "not_approved"
      throw error
    }
    if (!payment) return ((await payments.retrievePaymentSession(sessionId)).data as unknown as PayPalTransaction).status === "held" ? "held" : "pending"
    await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
    return "paid"
  }, { timeout: 30 })
}
