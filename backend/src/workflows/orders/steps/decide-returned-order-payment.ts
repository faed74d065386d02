import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_PAYMENT_ERROR } from "@dreamshade/contracts"
import { returnedSessionDecision, type PayableOrder } from "../../../lib/orders/pay-again"

/**
 * Read under the order's lock, when the shopper is back from PayPal's or the card's page: whether
 * that session is to be authorized now (`authorize: true`), was already answered (nothing to do),
 * or may not be (another order's session; the order paid, awaited or cancelled meanwhile).
 */
export const decideReturnedOrderPaymentStep = createStep(
  "decide-returned-order-payment",
  async ({ order, session_id }: { order: PayableOrder; session_id: string }) => {
    const decision = returnedSessionDecision(order, session_id)
    if (decision === "authorize" || decision === "answered") return new StepResponse({ authorize: decision === "authorize" })
    const type = decision === ORDER_PAYMENT_ERROR.unknownSession ? MedusaError.Types.NOT_FOUND : MedusaError.Types.NOT_ALLOWED
    throw new MedusaError(type, `The payment session ${session_id} cannot be authorized for this order (${decision}).`, decision)
  }
)
