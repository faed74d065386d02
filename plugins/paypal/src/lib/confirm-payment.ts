import { AWAITING_GATEWAY, type ConfirmPaymentInput, type ConfirmPaymentResult } from "@dreamshade/payment-kit"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { DEFER_CAPTURE } from "../providers/paypal/service"
import { confirmPayPalPaymentWorkflow } from "../workflows"
import { isPayPalTransaction } from "./transaction"

export const PAYPAL_PROVIDER_ID = "pp_paypal_paypal"

export type Confirmation = "unknown" | "not_approved" | "pending" | "held" | "paid"

/** A session made to pay a placed order again may be approved in any of these. */
const NOT_YET_PAID: string[] = [
  PaymentSessionStatus.PENDING,
  PaymentSessionStatus.REQUIRES_MORE,
  PaymentSessionStatus.PENDING_AUTHORIZATION,
  PaymentSessionStatus.ERROR,
]

type SessionRow = { provider_id: string; status: string; data: unknown; payment_collection_id: string; payment?: { id: string } | null }

/**
 * Brings a PayPal payment session up to date with PayPal, exactly once whatever calls it (a
 * verified webhook, the job, on any server), through the confirm workflow and its lock on the
 * session:
 * - paid already: "paid";
 * - order placed, PayPal's capture awaited (or held): the session is authorized again (the
 *   provider reads the capture from PayPal) and a capture now COMPLETED is recorded;
 * - cart not completed (the shopper approved, then never came back): the cart is completed, which
 *   captures, as the return page would have. Medusa's lock on the cart makes the two meet once;
 * - order placed, this session made to pay it again (docs/decisions/025): captured for the order,
 *   under the order's lock too, as the order page's return takes it, and only while nothing else
 *   pays it (otherwise the PayPal order is left to expire, never captured).
 */
export async function confirmPayPalSession(container: MedusaContainer, sessionId: string): Promise<Confirmation> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const read = async () =>
    (
      await query.graph({
        entity: "payment_session",
        fields: ["id", "provider_id", "status", "data", "payment_collection_id", "payment.id"],
        filters: { id: sessionId },
      })
    ).data[0] as SessionRow | undefined
  const session = await read()
  if (!session || session.provider_id !== PAYPAL_PROVIDER_ID || !isPayPalTransaction(session.data)) return "unknown"
  const confirm = { session_id: sessionId, lock_keys: [`paypal:${sessionId}`], context: { [DEFER_CAPTURE]: true }, authorize_when: AWAITING_GATEWAY }
  if (session.payment || session.status === PaymentSessionStatus.PENDING_AUTHORIZATION) return run(container, confirm)
  const orderId = await orderOfCollection(container, session.payment_collection_id)
  if (orderId) return run(container, { ...confirm, lock_keys: [...confirm.lock_keys, orderId], order_id: orderId, authorize_when: NOT_YET_PAID })
  const { data: links } = await query.graph({
    entity: "cart_payment_collection",
    fields: ["cart_id"],
    filters: { payment_collection_id: session.payment_collection_id },
  })
  const cartId = (links[0] as { cart_id?: string } | undefined)?.cart_id
  if (!cartId) return "unknown"
  const { errors } = await completeCartWorkflow(container).run({ input: { id: cartId }, throwOnError: false })
  if (errors.length) return "not_approved"
  // Completed: the capture (made with the payment, or awaited) is then recorded as above.
  return run(container, { ...confirm, authorize_when: [] })
}

async function run(container: MedusaContainer, input: ConfirmPaymentInput): Promise<Confirmation> {
  // Completing a cart takes seconds: a second delivery waits for the first rather than failing.
  const { result, errors } = await confirmPayPalPaymentWorkflow(container).run({ input: { ...input, lock_timeout: 30 }, throwOnError: false })
  const error = errors[0]?.error
  if (error) {
    if (MedusaError.isMedusaError(error)) return "not_approved"
    throw error
  }
  if (result.captured) container.resolve(ContainerRegistrationKeys.LOGGER).info(`PayPal payment of ${input.session_id} confirmed and captured`)
  return confirmationOf(result)
}

function confirmationOf({ session, paid, order_closed }: ConfirmPaymentResult): Confirmation {
  if (paid) return "paid"
  if (!session || order_closed || !isPayPalTransaction(session.data)) return "unknown"
  return session.data.status === "held" ? "held" : "pending"
}

async function orderOfCollection(container: MedusaContainer, paymentCollectionId: string): Promise<string | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: paymentCollectionId },
  })
  return (data[0] as { order_id?: string } | undefined)?.order_id ?? null
}
