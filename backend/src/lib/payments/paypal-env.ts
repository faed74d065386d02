import { z } from "@medusajs/framework/zod"
import { gatewayProblems, productionRules, refuseProblems } from "./live-gateway"

/** The PayPal settings the development simulator also knows (tools/simulators/gateways/index.ts). */
export const PAYPAL_DEVELOPMENT_CREDENTIALS = {
  PAYPAL_CLIENT_ID: "dev-paypal-client",
  PAYPAL_CLIENT_SECRET: "dev-paypal-secret",
  PAYPAL_WEBHOOK_ID: "dev-paypal-webhook",
} as const

const PayPalEnv = z.object({
  NODE_ENV: z.string().default("development"),
  DREAMSHADE_ALLOW_DEV_SECRETS: z.enum(["true", "false"]).default("false"),
  /** Unset: PayPal is not offered (the checkout shows it unavailable). */
  PAYPAL_BASE_URL: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).default(PAYPAL_DEVELOPMENT_CREDENTIALS.PAYPAL_CLIENT_ID),
  PAYPAL_CLIENT_SECRET: z.string().min(1).default(PAYPAL_DEVELOPMENT_CREDENTIALS.PAYPAL_CLIENT_SECRET),
  /** The id PayPal shows for the webhook pointing at `{MEDUSA_BACKEND_URL}/hooks/paypal`. */
  PAYPAL_WEBHOOK_ID: z.string().min(1).default(PAYPAL_DEVELOPMENT_CREDENTIALS.PAYPAL_WEBHOOK_ID),
  /** Where PayPal sends the shopper back (`/checkout/paypal/return`, `/checkout/paypal/cancel`). */
  STOREFRONT_URL: z.string().url().default("http://localhost:3000"),
})

/**
 * The PayPal provider's options, or null when PAYPAL_BASE_URL is unset. A production server accepts
 * only PayPal's live API over https (not the sandbox, not the simulator) and credentials other than
 * the simulator's, unless the launcher's laptop flag allows them.
 */
export function readPayPalOptions(source: NodeJS.ProcessEnv = process.env) {
  // An empty variable (Compose's `${PAYPAL_BASE_URL:-}`) means "not set".
  const env = PayPalEnv.parse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")))
  if (!env.PAYPAL_BASE_URL) return null
  if (productionRules(env)) {
    refuseProblems("PayPal", gatewayProblems("PAYPAL_BASE_URL", env.PAYPAL_BASE_URL, env, PAYPAL_DEVELOPMENT_CREDENTIALS))
  }
  return {
    baseUrl: env.PAYPAL_BASE_URL.replace(/\/$/, ""),
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID,
    storefrontUrl: env.STOREFRONT_URL.replace(/\/$/, ""),
  }
}
