import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { captureProgress, PAYMENT_FACT_FIELDS, type CaptureProgress, type PaymentFacts } from "../../capture-progress"
import { ordersOfCollections } from "../../order-of-collection"

export type ReadPaymentStateInput = { session_id: string; order_id?: string | null }

export type PaymentState = {
  session: { id: string; status: string; provider_id: string; payment_collection_id: string; data: Record<string, unknown> | null } | null
  payment: PaymentFacts | null
  progress: CaptureProgress
  /** The order of the session's collection, with its transactions' references (none before the order). */
  order: { id: string; refs: string[] } | null
  /** Paying a placed order again: the order is gone, cancelled, or another payment stands. */
  order_closed: boolean
}

type SessionRow = NonNullable<PaymentState["session"]> & { payment?: PaymentFacts | null }
type OrderRow = { status: string; payment_collections?: { payments?: { id: string; canceled_at?: unknown }[] }[] }

/** Whether the order can still be paid by `sessionId`: not cancelled, and no other payment standing. */
async function orderClosed(container: MedusaContainer, orderId: string, paymentOfSession: string | null): Promise<boolean> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["status", "payment_collections.payments.id", "payment_collections.payments.canceled_at"],
    filters: { id: orderId },
  })
  const order = data[0] as OrderRow | undefined
  if (!order || order.status === "canceled") return true
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])
  return payments.some((payment) => !payment.canceled_at && payment.id !== paymentOfSession)
}

/** Where a payment session stands: its status and data, its payment and that payment's capture. */
async function readPaymentState(input: ReadPaymentStateInput, { container }: { container: MedusaContainer }) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment_session",
    fields: ["id", "status", "provider_id", "payment_collection_id", "data", ...PAYMENT_FACT_FIELDS],
    filters: { id: input.session_id },
  })
  const row = data[0] as SessionRow | undefined
  if (!row) return new StepResponse<PaymentState>({ session: null, payment: null, progress: "none", order: null, order_closed: true })
  const { payment = null, ...session } = row
  const order = (await ordersOfCollections(container, [session.payment_collection_id])).get(session.payment_collection_id) ?? null
  const state: PaymentState = {
    session,
    payment: payment ?? null,
    progress: payment ? captureProgress(payment, order?.refs ?? null) : "none",
    order: order ? { id: order.orderId, refs: [...order.refs] } : null,
    order_closed: input.order_id ? await orderClosed(container, input.order_id, payment?.id ?? null) : false,
  }
  return new StepResponse(state)
}

// Two steps, as a workflow reads before and after authorizing: a step renamed with `.config()`
// re-registers its workflow mid-way, which fails when a workflow module is loaded twice.
/** Reads where a payment session stands before the gateway is asked. */
export const readPaymentBeforeStep = createStep("read-payment-before", readPaymentState)
/** Reads where a payment session stands once the gateway was asked. */
export const readPaymentAfterStep = createStep("read-payment-after", readPaymentState)
