import { z } from "zod"

/** The Cloud API's only host: in production WHATSAPP_BASE_URL must be exactly this, over https. */
export const WHATSAPP_LIVE_HOST = "graph.facebook.com"
/** The Graph API version the templates were written against (docs/decisions/036). */
export const WHATSAPP_DEFAULT_API_VERSION = "v21.0"

/** Development-only settings, known to the simulator (tools/simulators/gateways/index.ts) and to these defaults. */
export const WHATSAPP_DEVELOPMENT_CREDENTIALS = {
  WHATSAPP_ACCESS_TOKEN: "dev-whatsapp-access-token",
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_APP_SECRET: "dev-whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "dev-whatsapp-verify-token",
} as const

const WhatsAppEnv = z.object({
  NODE_ENV: z.string().default("development"),
  DREAMSHADE_ALLOW_DEV_SECRETS: z.enum(["true", "false"]).default("false"),
  /** Unset: the channel is off (no message is sent, the webhook answers 404). */
  WHATSAPP_BASE_URL: z.string().url().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).default(WHATSAPP_DEVELOPMENT_CREDENTIALS.WHATSAPP_ACCESS_TOKEN),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, "WHATSAPP_PHONE_NUMBER_ID must be the numeric id Meta shows for the shop's number")
    .default(WHATSAPP_DEVELOPMENT_CREDENTIALS.WHATSAPP_PHONE_NUMBER_ID),
  WHATSAPP_APP_SECRET: z.string().min(1).default(WHATSAPP_DEVELOPMENT_CREDENTIALS.WHATSAPP_APP_SECRET),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).default(WHATSAPP_DEVELOPMENT_CREDENTIALS.WHATSAPP_VERIFY_TOKEN),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "WHATSAPP_API_VERSION must look like v21.0")
    .default(WHATSAPP_DEFAULT_API_VERSION),
  /** Where the messages' links lead (the order page). */
  STOREFRONT_URL: z.string().url().default("http://localhost:3000"),
})

export type WhatsAppConfig = {
  baseUrl: string
  accessToken: string
  phoneNumberId: string
  appSecret: string
  verifyToken: string
  apiVersion: string
  storefrontUrl: string
}

/** Why an address cannot be used in production, naming the variable; null for the live API. */
export function liveAddressProblem(value: string): string | null {
  // WHATWG URL parsing lower-cases the host, drops the default port and normalises IP forms.
  const url = new URL(value)
  if (url.protocol === "https:" && url.hostname === WHATSAPP_LIVE_HOST && url.port === "") return null
  return `WHATSAPP_BASE_URL must be https://${WHATSAPP_LIVE_HOST} in production (got ${value}): a simulator or other address is refused.`
}

/**
 * The channel's settings, or null when WHATSAPP_BASE_URL is unset (channel off). A production
 * server refuses any address but the Cloud API's and any value the simulator also knows, naming
 * each variable, unless the launcher's laptop flag (DREAMSHADE_ALLOW_DEV_SECRETS) allows them.
 */
export function readWhatsAppConfig(source: NodeJS.ProcessEnv = process.env): WhatsAppConfig | null {
  // An empty variable (Compose's `${WHATSAPP_BASE_URL:-}`) means "not set".
  const env = WhatsAppEnv.parse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")))
  if (!env.WHATSAPP_BASE_URL) return null
  if (env.NODE_ENV === "production" && env.DREAMSHADE_ALLOW_DEV_SECRETS !== "true") {
    const address = liveAddressProblem(env.WHATSAPP_BASE_URL)
    const known = (Object.keys(WHATSAPP_DEVELOPMENT_CREDENTIALS) as (keyof typeof WHATSAPP_DEVELOPMENT_CREDENTIALS)[]).filter(
      (key) => env[key] === WHATSAPP_DEVELOPMENT_CREDENTIALS[key]
    )
    const problems = [
      ...(address ? [address] : []),
      ...known.map((key) => `${key} is the development value the WhatsApp simulator knows: set the real one.`),
    ]
    if (problems.length) throw new Error(`Refusing to start in production (WhatsApp):\n  ${problems.join("\n  ")}`)
  }
  return {
    baseUrl: env.WHATSAPP_BASE_URL.replace(/\/$/, ""),
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: env.WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN,
    apiVersion: env.WHATSAPP_API_VERSION,
    storefrontUrl: env.STOREFRONT_URL.replace(/\/$/, ""),
  }
}
