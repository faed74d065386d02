import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  beginOrderEditOrderWorkflow,
  confirmOrderEditRequestWorkflow,
  createOrderEditShippingMethodWorkflow,
  emitEventStep,
  releaseLockStep,
  requestOrderEditRequestWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { recordShippingQuoteStep } from "./steps/record-shipping-quote"
import { validateQuotableOrderStep, type QuotableOrder } from "./steps/validate-quotable-order"

/** Emitted once staff have quoted the international courier; an e-mail subscriber tells the shopper. */
export const SHIPPING_QUOTE_SET_EVENT = "order.shipping_quote_set"

export type SetShippingQuoteInput = { order_id: string; amount: number; actor_id: string }

/**
 * Staff's quote for the international courier becomes part of the order the way Medusa changes an
 * order: an order edit adds a second shipping method of the courier's option at the quoted amount
 * and is confirmed, so the order's total rises and Medusa opens a payment collection for the
 * difference (docs/decisions/010). The quote is also kept in `metadata.shipping_quote`. All or
 * nothing: a failure undoes the edit and the metadata. The order's lock (the key Medusa's own
 * order workflows use) keeps a second quote, or an Admin edit, from running alongside.
 */
export const setShippingQuoteWorkflow = createWorkflow("set-shipping-quote", (input: SetShippingQuoteInput) => {
  acquireLockStep({ key: input.order_id, timeout: 15, ttl: 120 })
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: [
      "id",
      "status",
      "currency_code",
      "metadata",
      "shipping_methods.shipping_option_id",
      "shipping_methods.data",
      "payment_collections.id",
      "payment_collections.status",
    ],
    filters: { id: input.order_id },
    options: { throwIfKeyNotFound: true },
  })
  const { data: openChanges } = useQueryGraphStep({
    entity: "order_change",
    fields: ["id"],
    filters: { order_id: input.order_id, status: ["pending", "requested"] },
  }).config({ name: "open-order-changes" })
  const order = transform({ orders }, ({ orders }) => orders[0] as unknown as QuotableOrder)
  const openChangeCount = transform({ openChanges }, ({ openChanges }) => openChanges.length)
  const courier = validateQuotableOrderStep({ order, amount: input.amount, openChanges: openChangeCount })

  beginOrderEditOrderWorkflow.runAsStep({
    input: { order_id: input.order_id, created_by: input.actor_id, description: "Devis du coursier international" },
  })
  createOrderEditShippingMethodWorkflow.runAsStep({
    input: { order_id: input.order_id, shipping_option_id: courier.shipping_option_id, custom_amount: input.amount },
  })
  requestOrderEditRequestWorkflow.runAsStep({ input: { order_id: input.order_id, requested_by: input.actor_id } })
  // Confirming runs Medusa's createOrUpdateOrderPaymentCollectionWorkflow: a collection for the quote.
  confirmOrderEditRequestWorkflow.runAsStep({ input: { order_id: input.order_id, confirmed_by: input.actor_id } })

  const { data: edited } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "payment_collections.id", "payment_collections.status", "payment_collections.amount"],
    filters: { id: input.order_id },
  }).config({ name: "quoted-order-payment-collections" })
  const quote = transform({ order, input }, ({ order, input }) => ({
    amount: input.amount,
    currency_code: order.currency_code,
    quoted_at: new Date().toISOString(),
    quoted_by: input.actor_id,
  }))
  const collections = transform({ edited }, ({ edited }) => (edited[0]?.payment_collections ?? []) as any[])
  const recorded = recordShippingQuoteStep({ order_id: input.order_id, metadata: order.metadata, quote, collections })

  const event = transform({ input, quote }, ({ input, quote }) => ({
    id: input.order_id,
    amount: quote.amount,
    currency_code: quote.currency_code,
  }))
  emitEventStep({ eventName: SHIPPING_QUOTE_SET_EVENT, data: event })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse(recorded)
})
