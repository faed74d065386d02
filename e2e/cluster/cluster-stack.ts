import { startTestRedis } from "../../backend/integration-tests/redis-server"
import { readLauncherConfig } from "../../tools/launcher/config.js"
import { startStack, type RunningStack } from "../../tools/launcher/stack.js"
import { superviseServices } from "../../tools/launcher/supervise.js"
import { sqlClient, type Sql } from "../sales"

export type Cluster = {
  stack: RunningStack
  /** The proxy: what the storefront and shoppers talk to. */
  proxyUrl: string
  /** Each server's own address, server 1 first. */
  serverUrls: string[]
  admin: { email: string; password: string }
  sql: Sql
  stop: () => Promise<void>
}

/**
 * `npm run start:cluster` as the launcher runs it (production builds, two servers, the worker, the
 * proxy, the storefront), on a private Redis and an embedded PostgreSQL of its own. E2E_* variables
 * move it; the defaults stay clear of the browser tests' stack. A process that dies is started
 * again, as the launcher does.
 */
export async function startCluster(): Promise<Cluster> {
  const redis = await startTestRedis()
  const config = readLauncherConfig(
    "start",
    {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e-cluster",
      BACKEND_PORT: process.env.E2E_BACKEND_PORT ?? "9310",
      STOREFRONT_PORT: process.env.E2E_STOREFRONT_PORT ?? "3310",
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54359",
      SIMULATORS_PORT: "0",
      REDIS_URL: redis.url,
    },
    { cluster: true }
  )
  const log = (line: string) => console.log(`[cluster] ${line}`)
  const stack = await startStack(config, log, { quiet: process.env.E2E_LOGS !== "1" })
  let stopping = false
  superviseServices(stack.services, stack.restart, { log, stopping: () => stopping })
  const database = sqlClient(stack.databaseUrl)
  return {
    stack,
    proxyUrl: stack.backendUrl,
    serverUrls: stack.serverUrls,
    admin: config.admin,
    sql: database.sql,
    stop: async () => {
      stopping = true
      await database.end()
      await stack.stop()
    },
  }
}
