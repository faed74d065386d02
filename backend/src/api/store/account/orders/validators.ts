import { FIELD_LIMITS, SHOP_LOCALES } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

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
 * Paying an order again: a provider id from the order's `pay_again.payment_modes`, and what that
 * provider needs: a mobile-money number, or the language of PayPal's pages.
 */
export const StoreOrderPayment = z.object({
  provider_id: z.string().min(1, "provider_id is required").max(100),
  data: z
    .object({ phone: z.string().max(FIELD_LIMITS.typedPhone).optional(), locale: z.enum(SHOP_LOCALES).optional() })
    .strict()
    .optional(),
})
export type StoreOrderPaymentType = z.infer<typeof StoreOrderPayment>
