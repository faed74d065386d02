import { z } from "@medusajs/framework/zod"

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

const isLocal = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname)

/**
 * The PayPal provider's options, or null when PAYPAL_BASE_URL is unset. A production server
 * refuses the development credentials and a local (simulator) address, unless the launcher's
 * laptop flag allows them.
 */
export function readPayPalOptions(source: NodeJS.ProcessEnv = process.env) {
  // An empty variable (Compose's `${PAYPAL_BASE_URL:-}`) means "not set".
  const env = PayPalEnv.parse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")))
  if (!env.PAYPAL_BASE_URL) return null
  if (env.NODE_ENV === "production" && env.DREAMSHADE_ALLOW_DEV_SECRETS !== "true") {
    const defaults = PAYPAL_DEVELOPMENT_CREDENTIALS as Record<string, string>
    const devValue = Object.keys(defaults).find((key) => (env as Record<string, unknown>)[key] === defaults[key])
    if (devValue) throw new Error(`Refusing to start in production with the development ${devValue}: set PayPal's live credentials.`)
    if (isLocal(env.PAYPAL_BASE_URL)) throw new Error(`Refusing to start in production with PAYPAL_BASE_URL=${env.PAYPAL_BASE_URL}: that is the payment simulator.`)
  }
  return {
    baseUrl: env.PAYPAL_BASE_URL.replace(/\/$/, ""),
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID,
    storefrontUrl: env.STOREFRONT_URL.replace(/\/$/, ""),
  }
}
