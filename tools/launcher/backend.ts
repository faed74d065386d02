import path from "node:path"
import { REPO_ROOT, type LauncherConfig } from "./config.js"
import { fingerprint, readStamp, writeStamp } from "./fingerprint.js"
import { PLUGINS_DIR, pluginDirs } from "./plugins.js"
import { run, startService, type Service } from "./processes.js"
import { adminUserExists, readState, writeState } from "./state.js"

const BACKEND_DIR = path.join(REPO_ROOT, "backend")
const BUILD_DIR = path.join(BACKEND_DIR, ".medusa", "server")
const MEDUSA_CLI = path.join(REPO_ROOT, "node_modules", "@medusajs", "cli", "cli.js")
const LOCKFILE = path.join(REPO_ROOT, "package-lock.json")

type Log = (line: string) => void

/** Where Medusa runs from: the production build, or the sources with hot reload. */
export const backendWorkDir = (mode: LauncherConfig["mode"]) => (mode === "start" ? BUILD_DIR : BACKEND_DIR)

const medusa = (args: string[], cwd: string, env: NodeJS.ProcessEnv) =>
  run(process.execPath, [MEDUSA_CLI, ...args], { cwd, env, quiet: true })

export async function buildBackendIfChanged(env: NodeJS.ProcessEnv, log: Log) {
  const stampFile = path.join(BUILD_DIR, ".source-fingerprint")
  const sources = fingerprint([
    path.join(BACKEND_DIR, "src"),
    path.join(BACKEND_DIR, "medusa-config.ts"),
    path.join(BACKEND_DIR, "package.json"),
    path.join(BACKEND_DIR, "tsconfig.json"),
    // The admin build bundles the plugins' admin extensions.
    PLUGINS_DIR,
    LOCKFILE,
  ])
  if (readStamp(stampFile) === sources) return
  log("Building the backend and the staff admin (about a minute)…")
  await medusa(["build"], BACKEND_DIR, env)
  writeStamp(stampFile, sources)
}

/** Migrates when the schema's sources changed, seeds when the seed changed, creates the staff user once. */
export async function prepareDatabase(config: LauncherConfig, databaseUrl: string, env: NodeJS.ProcessEnv, log: Log) {
  const cwd = backendWorkDir(config.mode)
  const migrations = fingerprint([
    LOCKFILE,
    path.join(BACKEND_DIR, "src", "modules"),
    path.join(BACKEND_DIR, "src", "links"),
    // Search index definitions: `db:migrate` also runs `db:migrate:search`, which creates them.
    path.join(BACKEND_DIR, "src", "search"),
    path.join(BACKEND_DIR, "medusa-config.ts"),
    ...pluginDirs().flatMap((dir) => [path.join(dir, "src", "modules"), path.join(dir, "src", "links")]),
  ])
  // A migration may create or rebuild a search index, a seed changes what it holds: either way
  // the index is refilled before the servers start, so the shop never answers from an empty one.
  let reindex = false
  if ((await readState(databaseUrl, "migrations")) !== migrations) {
    log("Migrating the database…")
    await medusa(["db:migrate"], cwd, env)
    await writeState(databaseUrl, "migrations", migrations)
    reindex = true
  }

  const extension = config.mode === "start" ? "js" : "ts"
  // The seed also follows its loader and which payment operators are configured (regions offer them).
  const seed = fingerprint([path.join(REPO_ROOT, "seed"), path.join(REPO_ROOT, "backend/src/scripts/seed")]) + (env.MTN_BASE_URL ? "+mtn" : "") + (env.ORANGE_BASE_URL ? "+orange" : "") + (env.STRIPE_API_KEY ? "+stripe" : "") + (env.PAYPAL_BASE_URL ? "+paypal" : "")
  if ((await readState(databaseUrl, "seed")) !== seed) {
    log("Loading the DreamShade catalogue…")
    await medusa(["exec", `./src/scripts/seed.${extension}`], cwd, env)
    await writeState(databaseUrl, "seed", seed)
    reindex = true
  }
  if (reindex) {
    log("Indexing the catalogue for search…")
    await medusa(["exec", `./src/scripts/rebuild-catalogue-search.${extension}`], cwd, env)
  }

  if (!(await adminUserExists(databaseUrl, config.admin.email))) {
    log(`Creating the staff user ${config.admin.email}…`)
    await medusa(["user", "-e", config.admin.email, "-p", config.admin.password], cwd, env)
  }
}

/**
 * A Medusa process: the backend of `npm start`, or one of the cluster's servers or its worker
 * (`name`, `port`; the role comes from MEDUSA_WORKER_MODE in `env`).
 */
export function startBackend(
  config: LauncherConfig,
  env: NodeJS.ProcessEnv,
  quiet = false,
  { name = "backend", port = config.backendPort }: { name?: string; port?: number } = {}
): Service {
  const command = config.mode === "start" ? "start" : "develop"
  return startService(name, process.execPath, [MEDUSA_CLI, command, "--port", String(port), "--host", config.host], {
    cwd: backendWorkDir(config.mode),
    env,
    quiet,
  })
}
