import { createRequire } from "node:module"
import StripeModule, { discoveryPath } from "@medusajs/medusa/payment-stripe"
import type { StripeCardOptions } from "../../lib/payments/stripe-env"

/** Medusa's own card provider (identifier `stripe`), taken from the module Medusa ships. */
type ProviderClass = (new (cradle: unknown, options: StripeCardOptions) => { stripe_: unknown }) & { identifier?: string }
const MedusaStripeProvider = (StripeModule.services as unknown as ProviderClass[]).find((service) => service.identifier === "stripe")
if (!MedusaStripeProvider) throw new Error("@medusajs/payment-stripe no longer ships its `stripe` provider.")

type StripeClientConstructor = new (
  apiKey: string,
  config: { host: string; port: number; protocol: "http" | "https" }
) => unknown

/**
 * `@medusajs/payment-stripe`'s card provider, unchanged (`pp_stripe_stripe`), except that in
 * development and tests `apiBaseUrl` points its Stripe client at the simulator. The provider builds
 * `new Stripe(apiKey)` itself, with no option for the address; stripe-node's own `host`, `port` and
 * `protocol` settings do it, on the very stripe-node version the provider ships with.
 */
export class StripeCardProviderService extends MedusaStripeProvider {
  constructor(cradle: unknown, options: StripeCardOptions) {
    super(cradle, options)
    if (options.apiBaseUrl) {
      const url = new URL(options.apiBaseUrl)
      const Stripe = createRequire(discoveryPath)("stripe") as StripeClientConstructor
      const protocol = url.protocol === "https:" ? "https" : "http"
      this.stripe_ = new Stripe(options.apiKey, {
        host: url.hostname,
        port: Number(url.port || (protocol === "https" ? 443 : 80)),
        protocol,
      })
    }
  }
}
