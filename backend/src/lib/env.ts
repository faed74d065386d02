import { z } from "@medusajs/framework/zod"
import { proxyTrustProblems } from "./proxy-trust"

/** Secrets that only ever make sense on a developer's machine. */
export const DEVELOPMENT_SECRETS = {
  JWT_SECRET: "dreamshade-dev-jwt-secret",
  COOKIE_SECRET: "dreamshade-dev-cookie-secret",
  ALTCHA_HMAC_KEY: "dreamshade-dev-altcha-hmac-key",
} as const

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/** An optional value where empty (Compose's `${X:-}`) means unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)

const csv = z
  .string()
  .transform((value) => value.split(",").map((item) => item.trim()).filter(Boolean).join(","))

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(16).default(DEVELOPMENT_SECRETS.JWT_SECRET),
  COOKIE_SECRET: z.string().min(16).default(DEVELOPMENT_SECRETS.COOKIE_SECRET),
  /** Signs the captcha (ALTCHA) challenges. */
  ALTCHA_HMAC_KEY: z.string().min(16).default(DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY),
  /** PBKDF2 iterations per captcha attempt, and the highest counter a solver may have to reach. */
  ALTCHA_COST: positiveInt(1000),
  ALTCHA_MAX_NUMBER: positiveInt(3000),
  ALTCHA_EXPIRY_SECONDS: positiveInt(600),
  /** The shop's public address: links in e-mails point there. */
  STOREFRONT_URL: z.string().url().default("http://localhost:3000"),
  ACCOUNT_ACTIVATION_TTL_HOURS: positiveInt(48),
  /** Login attempts allowed per e-mail from one address and per client address before a pause of LOGIN_BLOCK_SECONDS. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_BLOCK_SECONDS: positiveInt(900),
  /** Login attempts one e-mail may take from all addresses together: a ceiling for spread-out guessing. */
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt(50),
  /** Requests one client address may make to `/hooks/*` (payment callbacks, webhooks) per minute. */
  HOOKS_MAX_REQUESTS_PER_MINUTE: positiveInt(300),
  /**
   * How long Medusa's payment webhooks (`/hooks/payment/*`, Stripe's) wait before they are acted
   * on: the Payment Module's `webhook_delay`, which lets the shopper's own return finish first.
   */
  PAYMENT_WEBHOOK_DELAY_MS: positiveInt(5000),
  /** E-mails (activation, reset) one client address may trigger per hour. */
  ACCOUNT_EMAILS_PER_IP_PER_HOUR: positiveInt(20),
  /**
   * Which direct peers may say who the client is (`X-Forwarded-For`): `loopback` (the storefront
   * on the same machine), `uniquelocal` (a private network, e.g. compose), addresses or CIDR ranges,
   * comma-separated. Anyone else's header is ignored: throttles key on the peer's own address.
   */
  TRUSTED_PROXIES: csv.default("loopback"),
  /** Where Medusa listens (its `--host` default); unset, every interface. */
  HOST: optionalText,
  /** Compose only: the host address the backend's port is published on (its BIND_ADDRESS). */
  BIND_ADDRESS: optionalText,
  STORE_CORS: csv.default("http://localhost:3000"),
  ADMIN_CORS: csv.default("http://localhost:9000"),
  AUTH_CORS: csv.default("http://localhost:3000,http://localhost:9000"),
  MEDUSA_WORKER_MODE: z.enum(["shared", "server", "worker"]).default("shared"),
  MEDUSA_BACKEND_URL: z.string().url().default("http://localhost:9000"),
  /** Where uploaded files (product images…) are kept; served at `/uploads`. */
  MEDUSA_UPLOAD_DIR: z.string().min(1).default("uploads"),
  /** The shop's name in e-mails (the storefront reads the same variable). */
  SHOP_NAME: z.string().trim().min(1).default("DreamShade"),
  /** Outgoing mail server (`smtp://user:pass@host:587`, `smtps://…`); unset: e-mails go to the outbox. */
  SMTP_URL: z.string().url().refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().trim().min(3).default("DreamShade <no-reply@dreamshade.cm>"),
  /** Without SMTP_URL each e-mail is written here as an `.eml` file (and logged). */
  MAIL_OUTBOX_DIR: z.string().min(1).default(".data/outbox"),
  DISABLE_MEDUSA_ADMIN: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Lets the one-command launcher run a production build on a laptop with development secrets. */
  DREAMSHADE_ALLOW_DEV_SECRETS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
})

export type BackendEnv = z.infer<typeof EnvSchema>

/** Shortest secret production accepts: 32 characters, e.g. `openssl rand -base64 48`. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32

/** What production refuses to run with, one message per variable so the operator knows what to fix. */
function productionProblems(env: BackendEnv): string[] {
  const problems: string[] = []
  for (const name of Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]) {
    if (env[name] === DEVELOPMENT_SECRETS[name]) {
      problems.push(`${name} is unset or the development value published in this repository: set it to a long random value.`)
    } else if (env[name].length < MIN_PRODUCTION_SECRET_LENGTH) {
      problems.push(`${name} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters long.`)
    }
  }
  // Secure cookies and the admin's session depend on https public addresses.
  for (const name of ["STOREFRONT_URL", "MEDUSA_BACKEND_URL"] as const) {
    if (!env[name].startsWith("https://")) problems.push(`${name} must be an https:// address in production (got ${env[name]}).`)
  }
  return problems
}

/**
 * Reads and checks the environment. Production refuses development or short secrets and http
 * public addresses, naming each variable; `DREAMSHADE_ALLOW_DEV_SECRETS=true` lets the launcher run
 * a production build on a laptop.
 */
export function readBackendEnv(source: NodeJS.ProcessEnv = process.env): BackendEnv {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    throw new Error(`Invalid backend environment:\n  ${problems.join("\n  ")}`)
  }
  const env = parsed.data
  // Whatever the mode: a client must never choose the address its throttles count.
  const exposure = env.BIND_ADDRESS ? { name: "BIND_ADDRESS", value: env.BIND_ADDRESS } : { name: "HOST", value: env.HOST }
  const trust = proxyTrustProblems(env.TRUSTED_PROXIES, exposure)
  if (trust.length) throw new Error(`Invalid backend environment:\n  ${trust.join("\n  ")}`)
  if (env.NODE_ENV === "production" && !env.DREAMSHADE_ALLOW_DEV_SECRETS) {
    const problems = productionProblems(env)
    if (problems.length) throw new Error(`Refusing to start in production:\n  ${problems.join("\n  ")}`)
  }
  return env
}
