import { z } from "zod"

/**
 * The international courier's quote as an order keeps it in `metadata.shipping_quote`, written by
 * plugins/douala-delivery (its record-shipping-quote step) and read by the backend's order pages,
 * payments and notices through `recordedShippingQuoteOf`, never as `any`.
 */
export const RecordedShippingQuote = z.object({
  /** Whole XAF. */
  amount: z.coerce.number(),
  currency_code: z.string().optional(),
  quoted_at: z.string().optional(),
  quoted_by: z.string().optional(),
  /** The payment collection Medusa opened for the quote; absent on quotes recorded before quotes were payable. */
  payment_collection_id: z.string().optional(),
})
export type RecordedShippingQuote = z.infer<typeof RecordedShippingQuote>

/** The quote an order's metadata holds, or null when it holds none (or something that is not one). */
export function recordedShippingQuoteOf(metadata: unknown): RecordedShippingQuote | null {
  const recorded = (metadata as { shipping_quote?: unknown } | null | undefined)?.shipping_quote
  if (recorded === undefined || recorded === null) return null
  const parsed = RecordedShippingQuote.safeParse(recorded)
  return parsed.success ? parsed.data : null
}
