import { DEV_ADMIN, hostNotice, readLauncherConfig } from "./config.js"
import { startStack } from "./stack.js"
import { superviseServices } from "./supervise.js"

/**
 * `npm start` (production builds) and `npm run dev` (hot reload): the whole shop in one command.
 * `npm run start:cluster` (`start --cluster`): two servers behind a proxy and a worker, on Redis.
 */
const mode = process.argv[2] === "dev" ? "dev" : "start"
const cluster = process.argv.includes("--cluster")
const log = (line: string) => console.log(`[dreamshade] ${line}`)

async function main() {
  const started = Date.now()
  const config = readLauncherConfig(mode, process.env, { cluster })
  // Said before the start and again with the addresses: HOST offers the stack to the network.
  for (const line of hostNotice(config)) log(line)
  const stack = await startStack(config, log)

  let stopping = false
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    log("Stopping…")
    await stack.stop()
    log("Stopped.")
    process.exit(code)
  }
  process.on("SIGINT", () => void shutdown(0))
  process.on("SIGTERM", () => void shutdown(0))
  // A crashed server is started again (with a growing pause if it keeps crashing), not left down.
  superviseServices(stack.services, stack.restart, { log, stopping: () => stopping })

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const usesDevAdmin = config.admin.password === DEV_ADMIN.password
  log(`Ready in ${seconds} s.`)
  for (const line of hostNotice(config)) log(line)
  log(`  Shop:         ${stack.storefrontUrl}`)
  log(`  Backend API:  ${stack.backendUrl}  (health: ${stack.backendUrl}/health)`)
  if (config.cluster) {
    log(`                through the proxy to ${stack.serverUrls.join(" and ")}; worker on port ${config.cluster.workerPort}`)
  }
  log(`  Staff admin:  ${stack.backendUrl}/app`)
  if (stack.simulatorsUrl) log(`  Payments:     ${stack.simulatorsUrl}/control  (simulated MTN MoMo: approve or refuse)`)
  log(
    `  Staff login:  ${config.admin.email}` +
      (usesDevAdmin ? ` / ${config.admin.password}  (development default: set ADMIN_EMAIL and ADMIN_PASSWORD)` : "")
  )
  log("Press Ctrl-C to stop everything.")
}

main().catch((error: unknown) => {
  console.error(`[dreamshade] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
