import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type ShippingQuote = { amount: number; currency_code: string; quoted_at: string; quoted_by: string }

type Input = { order_id: string; metadata: Record<string, unknown> | null; quote: ShippingQuote }

/** Keeps the quote in the order's metadata (`shipping_quote`); undo puts the previous metadata back. */
export const recordShippingQuoteStep = createStep(
  "record-shipping-quote",
  async ({ order_id, metadata, quote }: Input, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    await orders.updateOrders(order_id, { metadata: { ...(metadata ?? {}), shipping_quote: quote } })
    return new StepResponse(quote, { order_id, metadata })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve(Modules.ORDER).updateOrders(previous.order_id, { metadata: previous.metadata ?? {} })
  }
)
