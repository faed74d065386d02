import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { StripeCardProviderService } from "./service"

/**
 * The card mode: registered with id `stripe` in medusa-config.ts when STRIPE_API_KEY is set, so
 * its provider is `pp_stripe_stripe` (the checkout's `card`) and Stripe's webhooks go to
 * `/hooks/payment/stripe_stripe`. Only the card provider: Stripe's other methods (iDEAL, Blik…)
 * do not serve Cameroon.
 */
export { STRIPE_CARD_PROVIDER, STRIPE_CARD_PROVIDER_ID } from "../../lib/payments/stripe-env"

export default ModuleProvider(Modules.PAYMENT, { services: [StripeCardProviderService] })
