import { FIELD_LIMITS, paymentModeOfProvider, SHOP_LOCALES, type PaymentModeCode } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

/** A payment session's `data` that names no key: the provider asks the shopper for nothing. */
const NOTHING = z.object({}).strict()

/** A mobile-money number, as typed: the provider normalizes it and refuses a missing or wrong one in its words. */
const MOBILE_MONEY = z.object({ phone: z.string().max(FIELD_LIMITS.typedPhone) }).partial().strict()

/**
 * What the shopper may hand each provider when checkout makes a payment session, and nothing
 * more: the number the push goes to, or the language of PayPal's pages (what the storefront sends,
 * storefront/app/lib/medusa/{checkout,paypal,card-payment}.server.ts). Medusa stores this data
 * beside the provider's own and gives the rest to the provider (Stripe takes any PaymentIntent
 * option from it), so a key the shop does not send has no business there.
 */
export const PAYMENT_SESSION_DATA: Record<PaymentModeCode, z.ZodObject> = {
  mtn_momo: MOBILE_MONEY,
  orange_money: MOBILE_MONEY,
  paypal: z.object({ locale: z.enum(SHOP_LOCALES) }).partial().strict(),
  card: NOTHING,
  bank_deposit: NOTHING,
  cash_at_shop: NOTHING,
}

/** The data a provider accepts from the shopper: nothing for a provider of no known mode. */
export function paymentSessionDataSchema(providerId: string): z.ZodObject {
  const mode = paymentModeOfProvider(providerId)
  return mode ? PAYMENT_SESSION_DATA[mode] : NOTHING
}
