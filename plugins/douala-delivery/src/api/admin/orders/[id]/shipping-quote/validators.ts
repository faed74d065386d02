import { z } from "@medusajs/framework/zod"

/** A quote in whole XAF (the franc CFA has no minor unit). */
export const AdminSetShippingQuote = z.object({
  amount: z.number().int().positive().max(10_000_000),
})
export type AdminSetShippingQuoteType = z.infer<typeof AdminSetShippingQuote>
