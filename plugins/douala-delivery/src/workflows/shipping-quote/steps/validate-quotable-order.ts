import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SHIPPING_QUOTE_ERROR, SHIPPING_QUOTE_REFUSAL_MESSAGE, type ShippingQuoteErrorCode } from "../../../lib/shipping-quote-errors"

export type QuotableOrder = {
  id: string
  status: string
  currency_code: string
  metadata: Record<string, unknown> | null
  shipping_methods: { shipping_option_id: string | null; data: Record<string, unknown> | null }[] | null
  payment_collections: { id: string; status: string }[] | null
}

/**
 * Statuses of a payment collection Medusa's order-edit confirmation would re-price: it cancels an
 * authorized checkout payment and asks for the whole order again. The quote waits until the
 * checkout payment is received (captured), so the shopper pays the quote on its own.
 */
const AWAITED_COLLECTION = ["not_paid", "awaiting", "authorized", "partially_authorized", "requires_action"]

function refuse(code: ShippingQuoteErrorCode): never {
  throw new MedusaError(MedusaError.Types.INVALID_DATA, SHIPPING_QUOTE_REFUSAL_MESSAGE[code], code)
}

/**
 * Only an order shipped by the international courier, already paid, not quoted yet and not being
 * edited in the Admin takes a quote. Answers the courier's shipping option, for the order edit.
 */
export const validateQuotableOrderStep = createStep(
  "validate-quotable-order",
  async ({ order, amount, openChanges }: { order: QuotableOrder; amount: number; openChanges: number }) => {
    if (!Number.isInteger(amount) || amount <= 0) {
      refuse(SHIPPING_QUOTE_ERROR.invalidAmount)
    }
    const courier = (order.shipping_methods ?? []).find((method) => method.data?.delivery_option === "international")
    if (!courier?.shipping_option_id) {
      refuse(SHIPPING_QUOTE_ERROR.notInternational)
    }
    if (order.status === "canceled") refuse(SHIPPING_QUOTE_ERROR.orderCanceled)
    if (order.metadata?.shipping_quote) {
      refuse(SHIPPING_QUOTE_ERROR.alreadySet)
    }
    if ((order.payment_collections ?? []).some((collection) => AWAITED_COLLECTION.includes(collection.status))) {
      refuse(SHIPPING_QUOTE_ERROR.orderUnpaid)
    }
    if (openChanges > 0) {
      refuse(SHIPPING_QUOTE_ERROR.orderBeingEdited)
    }
    return new StepResponse({ shipping_option_id: courier.shipping_option_id })
  }
)
