import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pMap from "p-map"
import { REPO_ROOT } from "./config.js"
import { fingerprint, readStamp, writeStamp } from "./fingerprint.js"
import { run } from "./processes.js"

export const PLUGINS_DIR = path.join(REPO_ROOT, "plugins")
/** The package of what backend, plugins and storefront share (packages/contracts). */
export const CONTRACTS_DIR = path.join(REPO_ROOT, "packages", "contracts")
const MEDUSA_CLI = path.join(REPO_ROOT, "node_modules", "@medusajs", "cli", "cli.js")
const LOCKFILE = path.join(REPO_ROOT, "package-lock.json")

/** Our Medusa plugins: every folder of plugins/ with a package.json. */
export function pluginDirs(): string[] {
  if (!fs.existsSync(PLUGINS_DIR)) return []
  return fs
    .readdirSync(PLUGINS_DIR)
    .map((name) => path.join(PLUGINS_DIR, name))
    .filter((dir) => fs.existsSync(path.join(dir, "package.json")))
}

/**
 * The shared contracts are loaded from their build (CommonJS for the backend and plugins, ES
 * modules for the storefront), rebuilt when their sources changed.
 */
export async function buildContractsIfChanged(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const stampFile = path.join(CONTRACTS_DIR, "dist", ".source-fingerprint")
  const sources = fingerprint([
    path.join(CONTRACTS_DIR, "src"),
    path.join(CONTRACTS_DIR, "scripts"),
    path.join(CONTRACTS_DIR, "package.json"),
    path.join(CONTRACTS_DIR, "tsconfig.json"),
    LOCKFILE,
  ])
  if (readStamp(stampFile) === sources) return
  log("Building the shared contracts…")
  await run(process.execPath, [path.join(CONTRACTS_DIR, "scripts", "build.mjs")], { cwd: CONTRACTS_DIR, env, quiet: true })
  writeStamp(stampFile, sources)
}

/**
 * The backend loads each plugin from its build (`.medusa/server`), so a plugin is built before
 * anything runs the backend: `medusa plugin:build` when its sources changed since the last build.
 * Each build is a process of its own on about one core: as many at once as the machine has cores.
 */
export async function buildPluginsIfChanged(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  // Plugins and backend import the contracts at run time.
  await buildContractsIfChanged(env, log)
  const stale = pluginDirs().flatMap((dir) => {
    const stampFile = path.join(dir, ".medusa", "server", ".source-fingerprint")
    const sources = fingerprint([
      path.join(dir, "src"),
      path.join(dir, "package.json"),
      path.join(dir, "tsconfig.json"),
      LOCKFILE,
    ])
    return readStamp(stampFile) === sources ? [] : [{ dir, stampFile, sources }]
  })
  await pMap(
    stale,
    async ({ dir, stampFile, sources }) => {
      log(`Building the plugin ${path.basename(dir)}…`)
      await run(process.execPath, [MEDUSA_CLI, "plugin:build"], { cwd: dir, env, quiet: true })
      writeStamp(stampFile, sources)
    },
    { concurrency: os.availableParallelism() }
  )
}
