import { z } from "@medusajs/framework/zod"
import { productionRules, refuseProblems } from "./live-gateway"

/** The provider module's id in medusa-config.ts: Medusa names the provider `pp_stripe_stripe`. */
export const STRIPE_CARD_PROVIDER_ID = "stripe"
export const STRIPE_CARD_PROVIDER = "pp_stripe_stripe"

/** The webhook signing secret the Stripe simulator signs with (tools/simulators/gateways/stripe.ts). */
export const STRIPE_SIMULATOR_WEBHOOK_SECRET = "whsec_dreamshadesimulator"

/**
 * The card mode's settings (Medusa's Stripe provider, docs/decisions/026-card-payments-stripe.md).
 * Unset STRIPE_API_KEY: no card provider, the checkout shows card as not configured.
 */
const StripeEnv = z.object({
  NODE_ENV: z.string().default("development"),
  DREAMSHADE_ALLOW_DEV_SECRETS: z.enum(["true", "false"]).default("false"),
  /** Secret (`sk_…`) or restricted (`rk_…`) key of the Stripe account. */
  STRIPE_API_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_live_…, sk_test_…) or restricted key (rk_…)")
    .optional(),
  /** The signing secret of the webhook endpoint `/hooks/payment/stripe_stripe` (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
  /**
   * Development and tests only: Stripe's API at another address (the simulator,
   * tools/simulators/gateways/stripe.ts). Production refuses it.
   */
  STRIPE_API_BASE_URL: z.string().url().optional(),
})

export type StripeCardOptions = {
  apiKey: string
  webhookSecret: string
  /** Captured when the shopper confirms: a card payment is money received, like mobile money's. */
  capture: true
  apiBaseUrl?: string
}

/**
 * The options of the card provider, or null when Stripe is not configured. A key without its
 * webhook secret stops the server: without it a payment confirmed after a 3-D Secure step the
 * shopper never returned from would never reach its order. Production (unless the launcher's
 * laptop flag) refuses test-mode keys, which "succeed" with Stripe's test cards and would mark
 * orders paid with no money, and any other API address.
 */
export function readStripeOptions(source: NodeJS.ProcessEnv = process.env): StripeCardOptions | null {
  // An empty variable (Compose's `${STRIPE_API_KEY:-}`) means "not set".
  const parsed = StripeEnv.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    throw new Error(`Invalid Stripe settings:\n  ${problems.join("\n  ")}`)
  }
  const env = parsed.data
  if (!env.STRIPE_API_KEY) return null
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new Error("STRIPE_WEBHOOK_SECRET is required with STRIPE_API_KEY: copy the signing secret of the /hooks/payment/stripe_stripe endpoint.")
  }
  if (productionRules(env)) {
    const problems: string[] = []
    if (/^(sk|rk)_test_/.test(env.STRIPE_API_KEY)) {
      problems.push("STRIPE_API_KEY is a Stripe test-mode key (sk_test_…): test cards would mark orders paid. Set the live key.")
    }
    if (env.STRIPE_WEBHOOK_SECRET === STRIPE_SIMULATOR_WEBHOOK_SECRET) {
      problems.push("STRIPE_WEBHOOK_SECRET is the Stripe simulator's: set the signing secret of the live webhook endpoint.")
    }
    if (env.STRIPE_API_BASE_URL) {
      problems.push(`STRIPE_API_BASE_URL=${env.STRIPE_API_BASE_URL} is refused in production: that is the Stripe simulator (leave it unset).`)
    }
    refuseProblems("Stripe", problems)
  }
  return {
    apiKey: env.STRIPE_API_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    capture: true,
    ...(env.STRIPE_API_BASE_URL ? { apiBaseUrl: env.STRIPE_API_BASE_URL } : {}),
  }
}
