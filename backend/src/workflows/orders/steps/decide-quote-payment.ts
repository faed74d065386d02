import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { QUOTE_PAYMENT_ERROR } from "@dreamshade/contracts"

type Collection = {
  id: string
  payments?: { id: string; provider_id: string; canceled_at?: unknown; captured_at?: unknown }[] | null
}

/**
 * Read under the order's lock: true when the quote still needs a payment; false when the same
 * mode was already chosen (a repeated request makes no second payment). Another mode, or a
 * payment already received, is refused.
 */
export const decideQuotePaymentStep = createStep(
  "decide-quote-payment",
  async ({ collection, provider_id }: { collection: Collection; provider_id: string }) => {
    const live = (collection.payments ?? []).find((payment) => !payment.canceled_at)
    if (!live) return new StepResponse(true)
    if (live.captured_at) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The delivery quote is already paid.", QUOTE_PAYMENT_ERROR.alreadyPaid)
    }
    if (live.provider_id !== provider_id) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "A payment mode was already chosen for the delivery quote; its payment is awaited.",
        QUOTE_PAYMENT_ERROR.modeChosen
      )
    }
    return new StepResponse(false)
  }
)
