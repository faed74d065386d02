import { MedusaError } from "@medusajs/framework/utils"
import { createStep } from "@medusajs/framework/workflows-sdk"

export type QuotableOrder = {
  id: string
  currency_code: string
  metadata: Record<string, unknown> | null
  shipping_methods: { data: Record<string, unknown> | null }[] | null
}

/** Only an order shipped by the international courier waits for a quote. */
export const validateQuotableOrderStep = createStep(
  "validate-quotable-order",
  async ({ order, amount }: { order: QuotableOrder; amount: number }) => {
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The quote must be a positive whole amount of XAF.", "shipping_quote_invalid_amount")
    }
    const international = (order.shipping_methods ?? []).some((method) => method.data?.delivery_option === "international")
    if (!international) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "Only an order shipped by the international courier takes a shipping quote.",
        "shipping_quote_not_international"
      )
    }
  }
)
