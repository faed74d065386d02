import { buildBackendIfChanged, prepareDatabase, startBackend } from "./backend.js"
import type { LauncherConfig } from "./config.js"
import { openDatabase } from "./database.js"
import { buildPluginsIfChanged } from "./plugins.js"
import { stopAll, waitForHttp, type Service } from "./processes.js"
import { buildStorefrontIfChanged, startStorefront } from "./storefront.js"

export type RunningStack = {
  storefrontUrl: string
  backendUrl: string
  services: Service[]
  stop: () => Promise<void>
}

/**
 * Brings up PostgreSQL, the backend and the storefront; on any failure, takes everything down.
 * `quiet` hides the servers' own logs (the browser tests use it).
 */
export async function startStack(
  config: LauncherConfig,
  log: (line: string) => void,
  { quiet = false } = {}
): Promise<RunningStack> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    log,
  })
  const stop = async () => {
    await stopAll()
    await database.stop()
  }
  try {
    const nodeEnv = config.mode === "start" ? "production" : "development"
    const env = { ...process.env, ...config.env, DATABASE_URL: database.url, NODE_ENV: nodeEnv }
    // Both modes load the plugins from their builds; the backend's admin build bundles them.
    await buildPluginsIfChanged(env, log)
    if (config.mode === "start") {
      await Promise.all([buildBackendIfChanged(env, log), buildStorefrontIfChanged(env, log)])
    }
    await prepareDatabase(config, database.url, env, log)

    const backend = startBackend(config, env, quiet)
    const backendUrl = `http://localhost:${config.backendPort}`
    await waitForHttp(`${backendUrl}/health`, backend, 180_000)
    const storefront = startStorefront(config, env, quiet)
    const storefrontUrl = `http://localhost:${config.storefrontPort}`
    await waitForHttp(storefrontUrl, storefront, 120_000)
    return { storefrontUrl, backendUrl, services: [backend, storefront], stop }
  } catch (error) {
    await stop()
    throw error
  }
}
