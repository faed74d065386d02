import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { checkoutCollections } from "../../../lib/orders/order-view"
import { ORDER_PAYMENT_ERROR, type OrderPaymentErrorCode } from "@dreamshade/contracts"
import { payAgainRefusal, type PayableOrder } from "../../../lib/orders/pay-again"

type Refusal = Exclude<OrderPaymentErrorCode, "payment_refused" | "payment_mode_not_available" | "order_payment_session_unknown" | "order_payment_session_closed">

const REFUSALS: Record<Refusal, { type: string; message: string }> = {
  [ORDER_PAYMENT_ERROR.cancelled]: { type: MedusaError.Types.NOT_ALLOWED, message: "This order was cancelled; it can no longer be paid." },
  [ORDER_PAYMENT_ERROR.paid]: { type: MedusaError.Types.NOT_ALLOWED, message: "This order is already paid." },
  [ORDER_PAYMENT_ERROR.awaited]: {
    type: MedusaError.Types.NOT_ALLOWED,
    message: "A payment mode was already chosen for this order; its payment is awaited.",
  },
  [ORDER_PAYMENT_ERROR.inProgress]: {
    type: MedusaError.Types.NOT_ALLOWED,
    message: "This order's payment is still in progress; wait for its answer.",
  },
  [ORDER_PAYMENT_ERROR.noCollection]: { type: MedusaError.Types.NOT_ALLOWED, message: "This order has no payment to make again." },
}

type Collection = { id: string; amount: unknown; currency_code: string }

/**
 * Read under the order's lock: the checkout collection a new attempt goes on, or the refusal
 * (cancelled, paid, awaited by staff, still awaited from the operator). Two requests at once:
 * the second finds the first's attempt standing and is refused.
 */
export const decideOrderPaymentAgainStep = createStep("decide-order-payment-again", async ({ order }: { order: PayableOrder }) => {
  const refusal = payAgainRefusal(order) as Refusal | null
  if (refusal) throw new MedusaError(REFUSALS[refusal].type, REFUSALS[refusal].message, refusal)
  const [collection] = checkoutCollections(order) as unknown as Collection[]
  if (!collection) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, REFUSALS.order_payment_missing.message, ORDER_PAYMENT_ERROR.noCollection)
  return new StepResponse({ payment_collection_id: collection.id, amount: collection.amount, currency_code: collection.currency_code })
})
