import { buildBackendIfChanged, prepareDatabase, startBackend } from "./backend.js"
import type { LauncherConfig } from "./config.js"
import { openDatabase } from "./database.js"
import { buildPluginsIfChanged } from "./plugins.js"
import { reapGroup, stopAll, waitForHttp, type Service } from "./processes.js"
import { buildStorefrontIfChanged, startStorefront } from "./storefront.js"
import { createGateways } from "../simulators/gateways/index.js"
import { STRIPE_SIMULATOR_KEYS } from "../simulators/gateways/stripe.js"
import { startSimulators, type RunningSimulators } from "../simulators/server.js"

export type RunningStack = {
  storefrontUrl: string
  backendUrl: string
  /** The payment simulators' address (control page at `/control`), when the launcher runs them. */
  simulatorsUrl: string | null
  services: Service[]
  /** Starts a service that stopped again, and waits until it answers. */
  restart: (service: Service) => Promise<Service>
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
  let simulators: RunningSimulators | null = null
  const stop = async () => {
    await stopAll()
    await simulators?.close()
    await database.stop()
  }
  try {
    const nodeEnv = config.mode === "start" ? "production" : "development"
    const env: NodeJS.ProcessEnv = { ...process.env, ...config.env, DATABASE_URL: database.url, NODE_ENV: nodeEnv }
    // Offline payments on a laptop: the providers talk to the simulators (tools/simulators).
    if (config.simulatorsPort !== null) {
      simulators = await startSimulators(createGateways(env), { port: config.simulatorsPort })
      env.SIMULATORS_URL = simulators.url
      env.MTN_BASE_URL = simulators.url
      env.ORANGE_BASE_URL = simulators.url
      // Card against the Stripe simulator only when given its own keys (the browser tests, decision 026).
      if (env.STRIPE_API_KEY === STRIPE_SIMULATOR_KEYS.secretKey) env.STRIPE_API_BASE_URL = simulators.url
      env.PAYPAL_BASE_URL = process.env.PAYPAL_BASE_URL || simulators.url
      // Notch Pay too, with the simulator's development keys; MTN_GATEWAY/ORANGE_GATEWAY stay `operator` unless set.
      env.NOTCHPAY_BASE_URL = simulators.url
      log(`Payment simulators on ${simulators.url} (approve or refuse payments at ${simulators.url}/control)`)
    }
    // Both modes load the plugins from their builds; the backend's admin build bundles them.
    await buildPluginsIfChanged(env, log)
    if (config.mode === "start") {
      await Promise.all([buildBackendIfChanged(env, log), buildStorefrontIfChanged(env, log)])
    }
    await prepareDatabase(config, database.url, env, log)

    const backendUrl = `http://localhost:${config.backendPort}`
    const storefrontUrl = `http://localhost:${config.storefrontPort}`
    const launchers: Record<string, () => Promise<Service>> = {
      backend: () => launch(startBackend(config, env, quiet), `${backendUrl}/health`, 180_000),
      storefront: () => launch(startStorefront(config, env, quiet), storefrontUrl, 120_000),
    }
    const backend = await launchers.backend!()
    const storefront = await launchers.storefront!()
    const restart = async (service: Service) => {
      reapGroup(service)
      const relaunch = launchers[service.name]
      if (!relaunch) throw new Error(`No way to start ${service.name} again`)
      return relaunch()
    }
    return { storefrontUrl, backendUrl, simulatorsUrl: simulators?.url ?? null, services: [backend, storefront], restart, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function launch(service: Service, url: string, timeoutMs: number): Promise<Service> {
  await waitForHttp(url, service, timeoutMs)
  return service
}
