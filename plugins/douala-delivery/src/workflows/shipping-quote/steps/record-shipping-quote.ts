import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * The quote as the order keeps it in `metadata.shipping_quote`. `payment_collection_id` is the
 * collection Medusa opened for it when the order edit was confirmed: the shopper pays that one.
 */
export type ShippingQuote = {
  amount: number
  currency_code: string
  quoted_at: string
  quoted_by: string
  payment_collection_id: string
}

type Input = {
  order_id: string
  metadata: Record<string, unknown> | null
  quote: Omit<ShippingQuote, "payment_collection_id">
  /** The order's payment collections after the edit was confirmed. */
  collections: { id: string; status: string; amount: unknown }[]
}

/** Keeps the quote in the order's metadata (`shipping_quote`); undo puts the previous metadata back. */
export const recordShippingQuoteStep = createStep(
  "record-shipping-quote",
  async ({ order_id, metadata, quote, collections }: Input, { container }) => {
    // The checkout's collection is completed (validate-quotable-order): the unpaid one is the quote's.
    const collection = collections.find((candidate) => candidate.status === "not_paid")
    if (!collection) {
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `No payment collection was opened for the quote of order ${order_id}.`)
    }
    const recorded: ShippingQuote = { ...quote, payment_collection_id: collection.id }
    const orders = container.resolve(Modules.ORDER)
    await orders.updateOrders(order_id, { metadata: { ...(metadata ?? {}), shipping_quote: recorded } })
    return new StepResponse(recorded, { order_id, metadata })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve(Modules.ORDER).updateOrders(previous.order_id, { metadata: previous.metadata ?? {} })
  }
)
