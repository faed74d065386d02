import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { recordShippingQuoteStep } from "./steps/record-shipping-quote"
import { validateQuotableOrderStep, type QuotableOrder } from "./steps/validate-quotable-order"

/** Emitted once staff have quoted the international courier; an e-mail subscriber tells the shopper. */
export const SHIPPING_QUOTE_SET_EVENT = "order.shipping_quote_set"

export type SetShippingQuoteInput = { order_id: string; amount: number; actor_id: string }

export const setShippingQuoteWorkflow = createWorkflow("set-shipping-quote", (input: SetShippingQuoteInput) => {
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "currency_code", "metadata", "shipping_methods.data"],
    filters: { id: input.order_id },
    options: { throwIfKeyNotFound: true },
  })
  const order = transform({ orders }, ({ orders }) => orders[0] as unknown as QuotableOrder)
  validateQuotableOrderStep({ order, amount: input.amount })

  const quote = transform({ order, input }, ({ order, input }) => ({
    amount: input.amount,
    currency_code: order.currency_code,
    quoted_at: new Date().toISOString(),
    quoted_by: input.actor_id,
  }))
  const recorded = recordShippingQuoteStep({ order_id: input.order_id, metadata: order.metadata, quote })

  const event = transform({ input, quote }, ({ input, quote }) => ({
    id: input.order_id,
    amount: quote.amount,
    currency_code: quote.currency_code,
  }))
  emitEventStep({ eventName: SHIPPING_QUOTE_SET_EVENT, data: event })
  return new WorkflowResponse(recorded)
})
