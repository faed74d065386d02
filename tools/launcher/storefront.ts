import path from "node:path"
import { REPO_ROOT, type LauncherConfig } from "./config.js"
import { fingerprint, readStamp, writeStamp } from "./fingerprint.js"
import { CONTRACTS_DIR } from "./plugins.js"
import { run, startService, type Service } from "./processes.js"

const STOREFRONT_DIR = path.join(REPO_ROOT, "storefront")
const BIN = path.join(REPO_ROOT, "node_modules", ".bin")

export async function buildStorefrontIfChanged(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const stampFile = path.join(STOREFRONT_DIR, "build", ".source-fingerprint")
  const sources = fingerprint([
    path.join(STOREFRONT_DIR, "app"),
    path.join(STOREFRONT_DIR, "public"),
    path.join(STOREFRONT_DIR, "react-router.config.ts"),
    path.join(STOREFRONT_DIR, "vite.config.ts"),
    path.join(STOREFRONT_DIR, "package.json"),
    path.join(STOREFRONT_DIR, "tsconfig.json"),
    // The build bundles the shared contracts.
    path.join(CONTRACTS_DIR, "src"),
    path.join(REPO_ROOT, "package-lock.json"),
  ])
  if (readStamp(stampFile) === sources) return
  log("Building the storefront…")
  await run(path.join(BIN, "react-router"), ["build"], { cwd: STOREFRONT_DIR, env, quiet: true })
  writeStamp(stampFile, sources)
}

/**
 * The production server's heap sizes, as `npm start` and the container give them (docs/decisions/030):
 * V8 sizes its heap by its limit, and the default (a quarter of the machine's memory) let it keep
 * 280 MB after a load test whose live data is under 50 MB; young objects get 8 MB semi-spaces
 * instead of 16 (a page's garbage dies young either way).
 */
export const STOREFRONT_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=8"]

export function startStorefront(config: LauncherConfig, env: NodeJS.ProcessEnv, quiet = false): Service {
  const port = String(config.storefrontPort)
  const [command, args] =
    config.mode === "start"
      ? [process.execPath, [...STOREFRONT_NODE_FLAGS, "server.js"]]
      : [path.join(BIN, "react-router"), ["dev", "--port", port, "--strictPort", "--host", config.host]]
  // server.js listens on HOST (config.env), as Medusa does.
  return startService("storefront", command, args, { cwd: STOREFRONT_DIR, env: { ...env, PORT: port, HOST: config.host }, quiet })
}
