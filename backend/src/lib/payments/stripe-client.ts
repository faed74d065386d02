import { createRequire } from "node:module"
import { discoveryPath } from "@medusajs/medusa/payment-stripe"
import type { StripeCardOptions } from "./stripe-env"

/** What the shop asks of Stripe outside Medusa's provider: a payment intent's cancellation. */
export type StripeIntent = { id: string; status: string }
export type StripeClient = {
  paymentIntents: { cancel(id: string, params?: Record<string, unknown>, options?: { idempotencyKey?: string }): Promise<StripeIntent> }
}

type StripeClientConstructor = new (apiKey: string, config?: { host: string; port: number; protocol: "http" | "https" }) => StripeClient

/**
 * A Stripe client on the very stripe-node Medusa's provider ships (15.12.0, resolved from the
 * provider's own folder; the root's stripe 19 belongs to `@medusajs/payment`), with the provider's
 * key. In development and tests `apiBaseUrl` points it at the simulator through stripe-node's own
 * `host`, `port` and `protocol` settings (docs/decisions/026).
 */
export function createStripeClient(options: Pick<StripeCardOptions, "apiKey" | "apiBaseUrl">): StripeClient {
  const Stripe = createRequire(discoveryPath)("stripe") as StripeClientConstructor
  if (!options.apiBaseUrl) return new Stripe(options.apiKey)
  const url = new URL(options.apiBaseUrl)
  const protocol = url.protocol === "https:" ? "https" : "http"
  return new Stripe(options.apiKey, { host: url.hostname, port: Number(url.port || (protocol === "https" ? 443 : 80)), protocol })
}
