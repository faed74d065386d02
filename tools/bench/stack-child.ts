import { pathToFileURL } from "node:url"

/**
 * One shop for the purchase bench, in a process of its own: `tsx stack-child.ts <repo root>` starts
 * that tree's stack with that tree's launcher (tools/launcher, as `npm start` does; ports and data
 * folder from the environment), prints one line `READY <json>` (its addresses and the servers'
 * pids), and stops it all on SIGTERM, SIGINT or when its standard input closes (the bench died).
 * It imports only Node's own modules itself, so a baseline tree runs it with its own packages.
 */
const root = process.argv[2]
if (!root) throw new Error("Usage: stack-child.ts <repo root>")

const log = (line: string) => console.log(line)
const { readLauncherConfig } = await import(pathToFileURL(`${root}/tools/launcher/config.ts`).href)
const { startStack } = await import(pathToFileURL(`${root}/tools/launcher/stack.ts`).href)
// What a stop during the start (a build, a migration) must end: the servers and builds begun so far.
const { stopAll } = await import(pathToFileURL(`${root}/tools/launcher/processes.ts`).href)
if (typeof readLauncherConfig !== "function" || typeof startStack !== "function") {
  throw new Error(`${root}/tools/launcher has no readLauncherConfig/startStack: its launcher is older than the bench`)
}

let stopping: Promise<void> | null = null
let stack: { stop: () => Promise<void> } | null = null
const stop = () => {
  stopping ??= (async () => {
    if (stack) await stack.stop()
    else if (typeof stopAll === "function") await stopAll()
    process.exit(0)
  })()
  return stopping
}
process.on("SIGTERM", () => void stop())
process.on("SIGINT", () => void stop())
process.stdin.on("end", () => void stop())
process.stdin.resume()

try {
  const started = await startStack(readLauncherConfig("start"), log, { quiet: true })
  stack = started
  const pid = (name: string) => started.services?.find((service: { name: string }) => service.name === name)?.child.pid ?? null
  const ready = { backendUrl: started.backendUrl, storefrontUrl: started.storefrontUrl, pids: { backend: pid("backend"), storefront: pid("storefront") } }
  console.log(`READY ${JSON.stringify(ready)}`)
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
  process.exit(1)
}
