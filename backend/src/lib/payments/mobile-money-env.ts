import { z } from "@medusajs/framework/zod"
import { gatewayProblems, productionRules, refuseProblems } from "./live-gateway"

/** The MTN MoMo settings the development simulators also know (tools/simulators/gateways/index.ts). */
export const MTN_DEVELOPMENT_CREDENTIALS = {
  MTN_API_USER: "0b6f2c2e-7c1e-4d6a-9a57-3f0f6d1b5e11",
  MTN_API_KEY: "dev-mtn-api-key",
  MTN_COLLECTION_SUBSCRIPTION_KEY: "dev-mtn-collection-key",
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: "dev-mtn-disbursement-key",
} as const

/** The Orange Money settings the development simulators also know. */
export const ORANGE_DEVELOPMENT_CREDENTIALS = {
  ORANGE_CLIENT_ID: "dev-orange-client",
  ORANGE_CLIENT_SECRET: "dev-orange-secret",
  ORANGE_AUTH_TOKEN: "dev-orange-auth-token",
  ORANGE_CHANNEL_MSISDN: "690000000",
  ORANGE_CHANNEL_PIN: "2222",
} as const

/** The Notch Pay keys and webhook hash the development simulator also knows. */
export const NOTCHPAY_DEVELOPMENT_CREDENTIALS = {
  NOTCHPAY_PUBLIC_KEY: "pk_test.dev-notchpay-public-key",
  NOTCHPAY_PRIVATE_KEY: "sk_test.dev-notchpay-private-key",
  NOTCHPAY_WEBHOOK_SECRET: "dev-notchpay-webhook-hash",
} as const

const Gateway = z.enum(["operator", "notchpay"]).default("operator")

const MobileMoneyEnv = z.object({
  NODE_ENV: z.string().default("development"),
  DREAMSHADE_ALLOW_DEV_SECRETS: z.enum(["true", "false"]).default("false"),
  MEDUSA_BACKEND_URL: z.string().url().default("http://localhost:9000"),
  /** Unset: MTN Mobile Money is not offered (the checkout shows it unavailable). */
  MTN_BASE_URL: z.string().url().optional(),
  MTN_API_USER: z.string().min(1).default(MTN_DEVELOPMENT_CREDENTIALS.MTN_API_USER),
  MTN_API_KEY: z.string().min(1).default(MTN_DEVELOPMENT_CREDENTIALS.MTN_API_KEY),
  MTN_COLLECTION_SUBSCRIPTION_KEY: z.string().min(1).default(MTN_DEVELOPMENT_CREDENTIALS.MTN_COLLECTION_SUBSCRIPTION_KEY),
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: z.string().min(1).default(MTN_DEVELOPMENT_CREDENTIALS.MTN_DISBURSEMENT_SUBSCRIPTION_KEY),
  /** `sandbox` (EUR only) or the live `mtncameroon`. */
  MTN_TARGET_ENVIRONMENT: z.string().min(1).default("mtncameroon"),
  /** Unset: Orange Money is not offered. */
  ORANGE_BASE_URL: z.string().url().optional(),
  ORANGE_CLIENT_ID: z.string().min(1).default(ORANGE_DEVELOPMENT_CREDENTIALS.ORANGE_CLIENT_ID),
  ORANGE_CLIENT_SECRET: z.string().min(1).default(ORANGE_DEVELOPMENT_CREDENTIALS.ORANGE_CLIENT_SECRET),
  ORANGE_AUTH_TOKEN: z.string().min(1).default(ORANGE_DEVELOPMENT_CREDENTIALS.ORANGE_AUTH_TOKEN),
  /** The shop's Orange Money merchant number (9 digits) and its PIN. */
  ORANGE_CHANNEL_MSISDN: z.string().regex(/^6\d{8}$/).default(ORANGE_DEVELOPMENT_CREDENTIALS.ORANGE_CHANNEL_MSISDN),
  ORANGE_CHANNEL_PIN: z.string().min(1).default(ORANGE_DEVELOPMENT_CREDENTIALS.ORANGE_CHANNEL_PIN),
  /** Which gateway sends MTN / Orange payments: the operator's own API or Notch Pay (docs/decisions/023). */
  MTN_GATEWAY: Gateway,
  ORANGE_GATEWAY: Gateway,
  /** Notch Pay's API (`https://api.notchpay.co`); needed when a gateway above is `notchpay`. */
  NOTCHPAY_BASE_URL: z.string().url().optional(),
  NOTCHPAY_PUBLIC_KEY: z.string().min(1).default(NOTCHPAY_DEVELOPMENT_CREDENTIALS.NOTCHPAY_PUBLIC_KEY),
  /** The grant key refunds need. */
  NOTCHPAY_PRIVATE_KEY: z.string().min(1).default(NOTCHPAY_DEVELOPMENT_CREDENTIALS.NOTCHPAY_PRIVATE_KEY),
  /** The hash key Notch Pay signs webhooks with (x-notch-signature). */
  NOTCHPAY_WEBHOOK_SECRET: z.string().min(16).default(NOTCHPAY_DEVELOPMENT_CREDENTIALS.NOTCHPAY_WEBHOOK_SECRET),
  /** Where the operators call back: the backend's public address unless a proxy says otherwise. */
  MOBILE_MONEY_CALLBACK_URL: z.string().url().optional(),
  /** Comma-separated three-digit prefixes after 237 (defaults: OPERATOR_PREFIXES of packages/contracts). */
  MTN_PREFIXES: z.string().optional(),
  ORANGE_PREFIXES: z.string().optional(),
})

/** Notch Pay's sandbox keys carry a `test` marker after their prefix (`pk_test.…`, `sk_test_…`). */
const NOTCHPAY_TEST_KEY = /^(pk|sk)_test[._]/i

type MobileMoneyEnv = z.infer<typeof MobileMoneyEnv>

/**
 * What production refuses, one line per variable: each configured gateway's address must be its
 * live API over https, its credentials not the simulators' development values, MTN's target
 * environment not `sandbox`, and Notch Pay's keys not its test keys.
 */
function productionProblems(env: MobileMoneyEnv): string[] {
  const problems: string[] = []
  if (env.MTN_BASE_URL) {
    problems.push(...gatewayProblems("MTN_BASE_URL", env.MTN_BASE_URL, env, MTN_DEVELOPMENT_CREDENTIALS))
    if (env.MTN_TARGET_ENVIRONMENT.toLowerCase() === "sandbox") {
      problems.push("MTN_TARGET_ENVIRONMENT is sandbox (test money only): set the live environment, e.g. mtncameroon.")
    }
  }
  if (env.ORANGE_BASE_URL) problems.push(...gatewayProblems("ORANGE_BASE_URL", env.ORANGE_BASE_URL, env, ORANGE_DEVELOPMENT_CREDENTIALS))
  // Checked whenever its address is set: Notch Pay is then set up (and its webhook route trusts the
  // hash key) even with both gateways on `operator`.
  if (env.NOTCHPAY_BASE_URL) {
    problems.push(...gatewayProblems("NOTCHPAY_BASE_URL", env.NOTCHPAY_BASE_URL, env, NOTCHPAY_DEVELOPMENT_CREDENTIALS))
    for (const name of ["NOTCHPAY_PUBLIC_KEY", "NOTCHPAY_PRIVATE_KEY"] as const) {
      if (env[name] !== NOTCHPAY_DEVELOPMENT_CREDENTIALS[name] && NOTCHPAY_TEST_KEY.test(env[name])) {
        problems.push(`${name} is a Notch Pay test key (${env[name].slice(0, 8)}…): sandbox payments move no money. Set the live key.`)
      }
    }
  }
  return problems
}

/**
 * The mobile-money plugin's options, or null when no operator is configured. A production server
 * accepts only each gateway's live https API and real, live credentials (productionProblems),
 * unless the launcher's laptop flag allows the simulators.
 */
export function readMobileMoneyOptions(source: NodeJS.ProcessEnv = process.env) {
  // An empty variable (Compose's `${MTN_BASE_URL:-}`) means "not set".
  const env = MobileMoneyEnv.parse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")))
  const viaNotchPay = env.MTN_GATEWAY === "notchpay" || env.ORANGE_GATEWAY === "notchpay"
  if (viaNotchPay && !env.NOTCHPAY_BASE_URL) throw new Error("MTN_GATEWAY or ORANGE_GATEWAY is notchpay: set NOTCHPAY_BASE_URL too.")
  if (!env.MTN_BASE_URL && !env.ORANGE_BASE_URL && !viaNotchPay) return null
  if (productionRules(env)) refuseProblems("mobile money", productionProblems(env))
  const prefixes = (value?: string) => value?.split(",").map((prefix) => prefix.trim()).filter(Boolean)
  return {
    mtn: env.MTN_BASE_URL
      ? {
          baseUrl: env.MTN_BASE_URL,
      apiUser: env.MTN_API_USER,
      apiKey: env.MTN_API_KEY,
      subscriptionKey: env.MTN_COLLECTION_SUBSCRIPTION_KEY,
      disbursementSubscriptionKey: env.MTN_DISBURSEMENT_SUBSCRIPTION_KEY,
          targetEnvironment: env.MTN_TARGET_ENVIRONMENT,
        }
      : undefined,
    orange: env.ORANGE_BASE_URL
      ? {
          baseUrl: env.ORANGE_BASE_URL,
          clientId: env.ORANGE_CLIENT_ID,
          clientSecret: env.ORANGE_CLIENT_SECRET,
          authToken: env.ORANGE_AUTH_TOKEN,
          channelUserMsisdn: env.ORANGE_CHANNEL_MSISDN,
          pin: env.ORANGE_CHANNEL_PIN,
        }
      : undefined,
    // Notch Pay is set up whenever its address is, so payments it already carries are still followed.
    notchpay: env.NOTCHPAY_BASE_URL
      ? { baseUrl: env.NOTCHPAY_BASE_URL, publicKey: env.NOTCHPAY_PUBLIC_KEY, privateKey: env.NOTCHPAY_PRIVATE_KEY }
      : undefined,
    mtnGateway: env.MTN_GATEWAY,
    orangeGateway: env.ORANGE_GATEWAY,
    notchpayWebhookSecret: env.NOTCHPAY_BASE_URL ? env.NOTCHPAY_WEBHOOK_SECRET : undefined,
    callbackBaseUrl: (env.MOBILE_MONEY_CALLBACK_URL ?? env.MEDUSA_BACKEND_URL).replace(/\/$/, ""),
    mtnPrefixes: prefixes(env.MTN_PREFIXES),
    orangePrefixes: prefixes(env.ORANGE_PREFIXES),
  }
}
