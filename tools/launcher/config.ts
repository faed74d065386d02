import path from "node:path"
import { fileURLToPath } from "node:url"
import { z } from "zod"
import { DEFAULT_HOST, isLoopbackHost, urlHostFor } from "./host.js"

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/** Development defaults; `npm start` prints them so a developer can sign in to the admin. */
export const DEV_ADMIN = { email: "admin@dreamshade.cm", password: "DreamShade@2026" }

const port = z.coerce.number().int().min(1).max(65535)

const LauncherEnv = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(".data"),
  EMBEDDED_PG_PORT: port.default(54329),
  BACKEND_PORT: port.default(9000),
  STOREFRONT_PORT: port.default(3000),
  /** The payment simulators (tools/simulators); `0` picks a free port. */
  SIMULATORS_PORT: z.coerce.number().int().min(0).max(65535).default(9100),
  ADMIN_EMAIL: z.string().email().default(DEV_ADMIN.email),
  ADMIN_PASSWORD: z.string().min(8).default(DEV_ADMIN.password),
  REDIS_URL: z.string().url().optional(),
  /** Where the servers listen: unset, 127.0.0.1 (this machine only); `0.0.0.0` offers them to the network. */
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
})

export type LauncherConfig = {
  mode: "start" | "dev"
  /** The address every server of the stack listens on (HOST, else 127.0.0.1). */
  host: string
  /** HOST as given, when it is set: main.ts says so, with what it exposes. */
  hostFromEnv: string | null
  dataDir: string
  databaseUrl?: string
  embeddedPgPort: number
  backendPort: number
  storefrontPort: number
  /**
   * Where the payment simulators listen; null when the payment providers are pointed elsewhere
   * (MTN_BASE_URL set): then none is started.
   */
  simulatorsPort: number | null
  admin: { email: string; password: string }
  /**
   * `npm run start:cluster` (docs/decisions/031): two Medusa servers behind a round-robin proxy on
   * `backendPort`, on the next two ports, and a worker on the one after, sharing `redisUrl`.
   */
  cluster: { redisUrl: string; serverPorts: number[]; workerPort: number } | null
  /** Environment given to every child process, on top of the launcher's own. */
  env: NodeJS.ProcessEnv
}

export function readLauncherConfig(
  mode: LauncherConfig["mode"],
  source: NodeJS.ProcessEnv = process.env,
  { cluster = false }: { cluster?: boolean } = {}
): LauncherConfig {
  const parsed = LauncherEnv.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`)
  }
  const env = parsed.data
  if (cluster && !env.REDIS_URL) {
    throw new Error("Two servers and a worker share Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379).")
  }
  if (cluster && mode !== "start") throw new Error("The cluster runs the production build only (start, not dev).")
  const host = env.HOST ?? DEFAULT_HOST
  const backendUrl = `http://${urlHostFor(host)}:${env.BACKEND_PORT}`
  const storefrontUrl = `http://${urlHostFor(host)}:${env.STOREFRONT_PORT}`
  return {
    mode,
    host,
    hostFromEnv: env.HOST ?? null,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    backendPort: env.BACKEND_PORT,
    storefrontPort: env.STOREFRONT_PORT,
    simulatorsPort: source.MTN_BASE_URL || source.ORANGE_BASE_URL || source.NOTCHPAY_BASE_URL ? null : env.SIMULATORS_PORT,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    cluster:
      cluster && env.REDIS_URL
        ? { redisUrl: env.REDIS_URL, serverPorts: [env.BACKEND_PORT + 1, env.BACKEND_PORT + 2], workerPort: env.BACKEND_PORT + 3 }
        : null,
    env: {
      // Medusa (`--host`'s default) and the storefront's server.js listen on HOST.
      HOST: host,
      MEDUSA_BACKEND_URL: backendUrl,
      PUBLIC_STOREFRONT_URL: storefrontUrl,
      // The backend's e-mails link to the shop (account activation, password reset).
      STOREFRONT_URL: source.STOREFRONT_URL ?? storefrontUrl,
      STORE_CORS: source.STORE_CORS ?? storefrontUrl,
      ADMIN_CORS: source.ADMIN_CORS ?? backendUrl,
      AUTH_CORS: source.AUTH_CORS ?? `${storefrontUrl},${backendUrl}`,
      SEED_DIR: path.join(REPO_ROOT, "seed"),
      MEDUSA_UPLOAD_DIR: path.join(path.resolve(REPO_ROOT, env.DATA_DIR), "uploads"),
      // Without SMTP_URL, e-mails land here as .eml files (and in the log).
      MAIL_OUTBOX_DIR: source.MAIL_OUTBOX_DIR ?? path.join(path.resolve(REPO_ROOT, env.DATA_DIR), "outbox"),
      // A laptop run of the production build keeps the development secrets unless real ones are set.
      DREAMSHADE_ALLOW_DEV_SECRETS: source.DREAMSHADE_ALLOW_DEV_SECRETS ?? "true",
    },
  }
}

/**
 * What to tell the developer when HOST is set: where the servers listen and, when that is not
 * this machine only, that the development secrets and staff password go with them.
 */
export function hostNotice(config: Pick<LauncherConfig, "hostFromEnv" | "admin" | "env">): string[] {
  if (!config.hostFromEnv) return []
  const lines = [`HOST=${config.hostFromEnv}: the shop, the backend and the payment simulators listen on ${config.hostFromEnv}, not 127.0.0.1.`]
  if (isLoopbackHost(config.hostFromEnv)) return lines
  const devSecrets = config.env.DREAMSHADE_ALLOW_DEV_SECRETS === "true"
  const devAdmin = config.admin.password === DEV_ADMIN.password
  if (devSecrets || devAdmin) {
    const exposed = [
      devSecrets && "DREAMSHADE_ALLOW_DEV_SECRETS=true (development secrets and payment simulators accepted)",
      devAdmin && "the staff password printed below",
    ].filter(Boolean)
    lines.push(`Other machines can reach it, and it runs with ${exposed.join(" and ")}: unset HOST unless this network is yours alone.`)
  } else {
    lines.push("Other machines can reach it.")
  }
  return lines
}
