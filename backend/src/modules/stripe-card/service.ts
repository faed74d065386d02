import StripeModule from "@medusajs/medusa/payment-stripe"
import { createStripeClient } from "../../lib/payments/stripe-client"
import type { StripeCardOptions } from "../../lib/payments/stripe-env"

/** Medusa's own card provider (identifier `stripe`), taken from the module Medusa ships. */
type ProviderClass = (new (cradle: unknown, options: StripeCardOptions) => { stripe_: unknown }) & { identifier?: string }
const MedusaStripeProvider = (StripeModule.services as unknown as ProviderClass[]).find((service) => service.identifier === "stripe")
if (!MedusaStripeProvider) throw new Error("@medusajs/payment-stripe no longer ships its `stripe` provider.")

/**
 * `@medusajs/payment-stripe`'s card provider, unchanged (`pp_stripe_stripe`), except that in
 * development and tests `apiBaseUrl` points its Stripe client at the simulator. The provider builds
 * `new Stripe(apiKey)` itself, with no option for the address; stripe-node's own `host`, `port` and
 * `protocol` settings do it, on the very stripe-node version the provider ships with.
 */
export class StripeCardProviderService extends MedusaStripeProvider {
  constructor(cradle: unknown, options: StripeCardOptions) {
    super(cradle, options)
    if (options.apiBaseUrl) this.stripe_ = createStripeClient(options)
  }
}
