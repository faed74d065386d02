import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, addOrderTransactionStep, authorizePaymentSessionStep, capturePaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { type PaymentState, readPaymentAfterStep, readPaymentBeforeStep } from "./steps/read-payment-state"
import { undoCutCaptureStep } from "./steps/undo-cut-capture"

export type ConfirmPaymentInput = {
  session_id: string
  /** Held for the whole confirmation: the session's key, and the order's when paying a placed order again. */
  lock_keys: string[]
  /** The session statuses in which the gateway is asked (the session authorized); none: only a capture is finished. */
  authorize_when: string[]
  /** Passed to the provider's `authorizePayment`. */
  context?: Record<string, unknown>
  /** Paying this placed order again: nothing is authorized once it is cancelled or paid otherwise. */
  order_id?: string | null
  /** How long to wait for the locks, in seconds. */
  lock_timeout?: number
}

/** Where the session stands once confirmed; `captured`: a capture was made or finished now. */
export type ConfirmPaymentResult = {
  session: PaymentState["session"]
  paid: boolean
  captured: boolean
  order_closed: boolean
}

/** How long the locks outlive a server that stops mid-way. */
const LOCK_TTL_SECONDS = 120

/**
 * A gateway plugin's confirmation of a payment session, in the shape of Medusa's
 * `processPaymentWorkflow`: the locks → the session authorized (the provider asks its gateway) →
 * Medusa's capture workflow → the locks released. A payment already authorized is captured, a
 * capture a stop cut short is finished, and an order never told of its capture is told; so the
 * callback, the follow job and the shopper's page confirm exactly once, on any server. A refusal
 * by the gateway fails the run (Medusa keeps the status and reason on the session) and the locks
 * are released by compensation. `id` names the plugin's own workflow.
 */
export function createConfirmPaymentWorkflow(id: string) {
  return createWorkflow(id, (input: ConfirmPaymentInput) => {
    const lock = transform({ input }, ({ input }) => ({
      key: input.lock_keys,
      timeout: input.lock_timeout ?? 30,
      ttl: LOCK_TTL_SECONDS,
    }))
    acquireLockStep(lock)
    const before = readPaymentBeforeStep({ session_id: input.session_id, order_id: input.order_id })
    when("if-session-awaits-gateway", { input, before }, ({ input, before }) =>
      Boolean(before.session && !before.payment && !before.order_closed && input.authorize_when.includes(before.session.status))
    ).then(() => {
      authorizePaymentSessionStep({ id: input.session_id, context: input.context ?? {} })
    })
    const after = readPaymentAfterStep({ session_id: input.session_id, order_id: input.order_id })
    when("if-capture-cut", { after }, ({ after }) => after.progress === "cut").then(() => {
      const cut = transform({ after }, ({ after }) => ({
        payment_id: after.payment?.id ?? "",
        capture_ids: (after.payment?.captures ?? []).map((capture) => capture.id),
        captured_at: after.payment?.captured_at ?? null,
      }))
      undoCutCaptureStep(cut)
    })
    when("if-payment-not-captured", { after }, ({ after }) => Boolean(after.payment && (after.progress === "none" || after.progress === "cut"))).then(() => {
      const capture = transform({ after }, ({ after }) => ({ payment_id: after.payment?.id ?? "" }))
      capturePaymentWorkflow.runAsStep({ input: capture })
    })
    when("if-order-not-told", { after }, ({ after }) => after.progress === "order_not_told" && Boolean(after.order)).then(() => {
      // What the capture workflow's last step writes; the e-mail follows from the outbox job.
      const transactions = transform({ after }, ({ after }) =>
        (after.payment?.captures ?? [])
          .filter((capture) => !after.order?.refs.includes(capture.id))
          .map((capture) => ({
            order_id: after.order?.id ?? "",
            amount: Number(capture.amount),
            currency_code: after.payment?.currency_code ?? "",
            reference: "capture",
            reference_id: capture.id,
          }))
      )
      addOrderTransactionStep(transactions)
    })
    releaseLockStep({ key: input.lock_keys })
    const result = transform({ after }, ({ after }): ConfirmPaymentResult => ({
      session: after.session,
      paid: Boolean(after.payment),
      captured: Boolean(after.payment) && after.progress !== "done",
      order_closed: after.order_closed,
    }))
    return new WorkflowResponse(result)
  })
}

/** The statuses in which a session made at checkout awaits its gateway. */
export const AWAITING_GATEWAY: string[] = [PaymentSessionStatus.PENDING_AUTHORIZATION]
