import { buildBackendIfChanged, prepareDatabase, startBackend } from "./backend.js"
import type { LauncherConfig } from "./config.js"
import { urlHostFor } from "./host.js"
import { openDatabase } from "./database.js"
import { buildPluginsIfChanged } from "./plugins.js"
import { reapGroup, stopAll, waitForHttp, type Service } from "./processes.js"
import { startProxy, type RunningProxy } from "./proxy.js"
import { buildStorefrontIfChanged, startStorefront } from "./storefront.js"
import { createGateways } from "../simulators/gateways/index.js"
import { STRIPE_SIMULATOR_KEYS } from "../simulators/gateways/stripe.js"
import { startSimulators, type RunningSimulators } from "../simulators/server.js"

export type RunningStack = {
  storefrontUrl: string
  backendUrl: string
  /** The database the backend uses (the embedded one unless DATABASE_URL names one). */
  databaseUrl: string
  /** The payment simulators' address (control page at `/control`), when the launcher runs them. */
  simulatorsUrl: string | null
  /** With `config.cluster`: the proxy in front of the servers, and each server's own address. */
  proxy: RunningProxy | null
  serverUrls: string[]
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
  let proxy: RunningProxy | null = null
  const stop = async () => {
    await proxy?.close()
    await stopAll()
    await simulators?.close()
    await database.stop()
  }
  try {
    const nodeEnv = config.mode === "start" ? "production" : "development"
    const env: NodeJS.ProcessEnv = { ...process.env, ...config.env, DATABASE_URL: database.url, NODE_ENV: nodeEnv }
    if (config.cluster) env.REDIS_URL = config.cluster.redisUrl
    // Offline payments on a laptop: the providers talk to the simulators (tools/simulators).
    if (config.simulatorsPort !== null) {
      simulators = await startSimulators(createGateways(env), { port: config.simulatorsPort, host: config.host })
      env.SIMULATORS_URL = simulators.url
      env.MTN_BASE_URL = simulators.url
      env.ORANGE_BASE_URL = simulators.url
      // Card against the Stripe simulator only when given its own keys (the browser tests, decision 026).
      if (env.STRIPE_API_KEY === STRIPE_SIMULATOR_KEYS.secretKey) env.STRIPE_API_BASE_URL = simulators.url
      env.PAYPAL_BASE_URL = process.env.PAYPAL_BASE_URL || simulators.url
      // Notch Pay too, with the simulator's development keys; MTN_GATEWAY/ORANGE_GATEWAY stay `operator` unless set.
      env.NOTCHPAY_BASE_URL = simulators.url
      // Order updates on WhatsApp reach the simulated Cloud API (plugins/whatsapp, docs/decisions/036).
      env.WHATSAPP_BASE_URL = process.env.WHATSAPP_BASE_URL || simulators.url
      log(`Payment simulators on ${simulators.url} (approve or refuse payments at ${simulators.url}/control)`)
    }
    // Both modes load the plugins from their builds; the backend's admin build bundles them.
    await buildPluginsIfChanged(env, log)
    if (config.mode === "start") {
      await Promise.all([buildBackendIfChanged(env, log), buildStorefrontIfChanged(env, log)])
    }
    await prepareDatabase(config, database.url, env, log)

    // Every server listens on config.host (127.0.0.1 unless HOST is set), and is reached there.
    const local = urlHostFor(config.host)
    const backendUrl = `http://${local}:${config.backendPort}`
    const storefrontUrl = `http://${local}:${config.storefrontPort}`
    const health = (port: number) => `http://${local}:${port}/health`
    const launchers: Record<string, () => Promise<Service>> = {
      storefront: () => launch(startStorefront(config, env, quiet), storefrontUrl, 120_000),
    }
    const { cluster } = config
    if (cluster) {
      // The worker runs subscribers, jobs and background steps; the servers answer HTTP only.
      launchers.worker = () =>
        launch(startBackend(config, { ...env, MEDUSA_WORKER_MODE: "worker" }, quiet, { name: "worker", port: cluster.workerPort }), health(cluster.workerPort), 180_000)
      cluster.serverPorts.forEach((port, n) => {
        const name = `server-${n + 1}`
        launchers[name] = () => launch(startBackend(config, { ...env, MEDUSA_WORKER_MODE: "server" }, quiet, { name, port }), health(port), 180_000)
      })
    } else {
      launchers.backend = () => launch(startBackend(config, env, quiet), health(config.backendPort), 180_000)
    }
    const backends = Object.keys(launchers).filter((name) => name !== "storefront")
    // Side by side: each Medusa process spends its start mostly loading modules.
    const services = await Promise.all(backends.map((name) => launchers[name]!()))
    if (cluster) {
      proxy = await startProxy({
        port: config.backendPort,
        host: config.host,
        upstreams: cluster.serverPorts.map((port, n) => ({ name: `server-${n + 1}`, url: `http://${local}:${port}` })),
        log,
      })
    }
    services.push(await launchers.storefront!())
    const restart = async (service: Service) => {
      reapGroup(service)
      const relaunch = launchers[service.name]
      if (!relaunch) throw new Error(`No way to start ${service.name} again`)
      return relaunch()
    }
    return {
      storefrontUrl,
      backendUrl,
      databaseUrl: database.url,
      simulatorsUrl: simulators?.url ?? null,
      proxy,
      serverUrls: cluster ? cluster.serverPorts.map((port) => `http://${local}:${port}`) : [backendUrl],
      services,
      restart,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function launch(service: Service, url: string, timeoutMs: number): Promise<Service> {
  await waitForHttp(url, service, timeoutMs)
  return service
}
