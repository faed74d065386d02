import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CHECKOUT_INTERRUPTED_KEY } from "../../../lib/orders/interrupted-orders"

/**
 * Marks a half-made order before its cancel (its shopper, never told it was placed, is not told it
 * is cancelled). Not Medusa's `updateOrdersStep`: the order module merges metadata, so that step's
 * undo (the previous metadata written back) would leave the mark; this one takes it off again
 * (an empty value removes a key).
 */
export const markCheckoutInterruptedStep = createStep(
  "mark-checkout-interrupted",
  async (input: { order_id: string }, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    const { metadata } = await orders.retrieveOrder(input.order_id, { select: ["id", "metadata"] })
    await orders.updateOrders([{ id: input.order_id, metadata: { [CHECKOUT_INTERRUPTED_KEY]: true } }])
    return new StepResponse(undefined, { order_id: input.order_id, previous: metadata?.[CHECKOUT_INTERRUPTED_KEY] ?? "" })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.ORDER).updateOrders([{ id: undo.order_id, metadata: { [CHECKOUT_INTERRUPTED_KEY]: undo.previous } }])
  }
)
