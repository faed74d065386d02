import { z } from "@medusajs/framework/zod"
import { paymentSessionDataSchema } from "../../../../lib/payments/session-data"

export const StoreAccountOrdersParams = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).default(0),
})
export type StoreAccountOrdersParamsType = z.infer<typeof StoreAccountOrdersParams>

/** The shopper's choice of how to pay the delivery quote: a provider id from the quote's `payment_modes`. */
export const StoreShippingQuotePayment = z.object({
  provider_id: z.string().min(1, "provider_id is required"),
})
export type StoreShippingQuotePaymentType = z.infer<typeof StoreShippingQuotePayment>

/**
 * Paying an order again: a provider id from the order's `pay_again.payment_modes`, and only what
 * that provider needs (a mobile-money number, or the language of PayPal's pages), checked as
 * checkout's payment sessions are: nothing else is stored beside the provider's own data.
 */
export const StoreOrderPayment = z
  .object({
    provider_id: z.string().min(1, "provider_id is required").max(100),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine(({ provider_id, data }, context) => {
    const checked = paymentSessionDataSchema(provider_id).safeParse(data ?? {})
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({ ...issue, path: ["data", ...issue.path] } as Parameters<typeof context.addIssue>[0])
    }
  })
export type StoreOrderPaymentType = z.infer<typeof StoreOrderPayment>
