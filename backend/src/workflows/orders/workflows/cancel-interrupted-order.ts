import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  cancelOrderWorkflow,
  dismissRemoteLinkStep,
  releaseLockStep,
  updateCartsStep,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { decideInterruptedOrderCancelStep } from "../steps/decide-interrupted-order-cancel"
import { markCheckoutInterruptedStep } from "../steps/mark-checkout-interrupted"

export type CancelInterruptedOrderInput = {
  order_id: string
  /** The moment the order is judged at (ISO), and how young an order may be and still be in its checkout. */
  now: string
  grace_ms: number
  /** How long to wait for a checkout (or a payment) of the order still under way before failing. */
  lock_wait_seconds: number
  /**
   * False for the order of a checkout that stopped before compensating: that run ended, but still
   * holds the cart's lock until the lock expires.
   */
  lock_cart: boolean
}

/**
 * Cancels an order a cut-off checkout left half-made (`src/lib/orders/interrupted-orders.ts`
 * finds them): under its cart's lock (the one Medusa's checkout holds from start to end) and its
 * own, it is checked again, marked `checkout_interrupted` (its shopper, never told it was placed,
 * is not told it is cancelled), cancelled by Medusa's `cancelOrderWorkflow` (stock reserved back,
 * payments cancelled), and its cart let go (unlinked, open again) so that completing it places a
 * whole order. Each write is a step with its compensation (Medusa's, but for the mark): when one
 * fails, those done are undone, the order stays as it was, and the next run cancels it whole.
 */
export const cancelInterruptedOrderWorkflow = createWorkflow("cancel-interrupted-order", (input: CancelInterruptedOrderInput) => {
  const { data: cartLinks } = useQueryGraphStep({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: input.order_id } }).config({
    name: "get-order-cart",
  })
  // One key after the other, the cart's first, as recordWebhookOrderPaymentWorkflow takes them. An
  // order without a cart gets a key of its own nobody else takes; no key, no lock.
  const cartKey = transform({ cartLinks, input }, ({ cartLinks, input }) =>
    input.lock_cart ? [(cartLinks[0] as { cart_id?: string } | undefined)?.cart_id ?? `no-cart:${input.order_id}`] : []
  )
  acquireLockStep({ key: cartKey, timeout: input.lock_wait_seconds, ttl: 120 }).config({ name: "acquire-cart-lock" })
  acquireLockStep({ key: input.order_id, timeout: input.lock_wait_seconds, ttl: 120 }).config({ name: "acquire-order-lock" })
  const decision = decideInterruptedOrderCancelStep({ order_id: input.order_id, now: input.now, grace_ms: input.grace_ms })

  when("interrupted-order-to-cancel", { decision }, ({ decision }) => decision.cancel).then(() => {
    markCheckoutInterruptedStep({ order_id: input.order_id })
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id } })
  })
  when("interrupted-order-cart-to-release", { decision }, ({ decision }) => decision.release_cart_ids.length > 0).then(() => {
    dismissRemoteLinkStep(decision.release_links)
    updateCartsStep(transform({ decision }, ({ decision }) => decision.release_cart_ids.map((id) => ({ id, completed_at: null }))))
  })

  releaseLockStep({ key: input.order_id }).config({ name: "release-order-lock" })
  releaseLockStep({ key: cartKey }).config({ name: "release-cart-lock" })
  return new WorkflowResponse(transform({ decision }, ({ decision }) => ({ cancelled: decision.cancel, missing: decision.missing })))
})
