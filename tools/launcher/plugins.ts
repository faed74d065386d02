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
/** What the payment plugins build on (packages/payment-kit). */
export const PAYMENT_KIT_DIR = path.join(REPO_ROOT, "packages", "payment-kit")
const MEDUSA_CLI = path.join(REPO_ROOT, "node_modules", "@medusajs", "cli", "cli.js")
const LOCKFILE = path.join(REPO_ROOT, "package-lock.json")
/** The shared packages' build helper, which their scripts/build.mjs import. */
const PACKAGE_BUILD = path.join(REPO_ROOT, "packages", "transpile.mjs")

/** Our Medusa plugins: every folder of plugins/ with a package.json. */
export function pluginDirs(): string[] {
  if (!fs.existsSync(PLUGINS_DIR)) return []
  return fs
    .readdirSync(PLUGINS_DIR)
    .map((name) => path.join(PLUGINS_DIR, name))
    .filter((dir) => fs.existsSync(path.join(dir, "package.json")))
}

/**
 * The shared packages are loaded from their builds (the contracts: CommonJS for the backend and
 * its plugins, ES modules for the storefront; the payment kit: CommonJS for the plugins, ES
 * modules for the Admin), each rebuilt when its sources changed.
 */
export async function buildSharedPackagesIfChanged(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  for (const [dir, name] of [
    [CONTRACTS_DIR, "shared contracts"],
    [PAYMENT_KIT_DIR, "payment kit"],
  ] as const) {
    const stampFile = path.join(dir, "dist", ".source-fingerprint")
    const sources = fingerprint([
      path.join(dir, "src"),
      path.join(dir, "scripts"),
      PACKAGE_BUILD,
      path.join(dir, "package.json"),
      ...fs.readdirSync(dir).filter((file) => /^tsconfig.*\.json$/.test(file)).map((file) => path.join(dir, file)),
      LOCKFILE,
    ])
    if (readStamp(stampFile) === sources) continue
    log(`Building the ${name}…`)
    await run(process.execPath, [path.join(dir, "scripts", "build.mjs")], { cwd: dir, env, quiet: true })
    writeStamp(stampFile, sources)
  }
}

/**
 * The backend loads each plugin from its build (`.medusa/server`), so a plugin is built before
 * anything runs the backend: `medusa plugin:build` when its sources changed since the last build.
 * Each build is a process of its own on about one core: as many at once as the machine has cores.
 *
 * `serverOnly` (the backend's tests): the server code alone, compiled file by file in this process
 * (plugin-server-build.ts), since the tests load no admin and `npm test` type-checks the sources
 * beside them. Its stamp says so, so a later full build (`npm start`, the browser journeys) still
 * builds the admin extensions; a full build serves the tests as it is.
 */
export async function buildPluginsIfChanged(env: NodeJS.ProcessEnv, log: (line: string) => void, { serverOnly = false } = {}) {
  // Plugins and backend import the contracts and the payment kit at run time.
  await buildSharedPackagesIfChanged(env, log)
  const stale = pluginDirs().flatMap((dir) => {
    const stampFile = path.join(dir, ".medusa", "server", ".source-fingerprint")
    const sources = fingerprint([
      path.join(dir, "src"),
      path.join(dir, "package.json"),
      path.join(dir, "tsconfig.json"),
      LOCKFILE,
    ])
    const stamp = readStamp(stampFile)
    const fresh = stamp === sources || (serverOnly && stamp === `${SERVER_ONLY}${sources}`)
    return fresh ? [] : [{ dir, stampFile, sources }]
  })
  if (serverOnly) {
    const { buildPluginServer } = await import("./plugin-server-build.js")
    for (const { dir, stampFile, sources } of stale) {
      log(`Building the plugin ${path.basename(dir)}'s server code…`)
      buildPluginServer(dir)
      writeStamp(stampFile, `${SERVER_ONLY}${sources}`)
    }
    return
  }
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

/** The stamp's prefix for a build without the admin extensions. */
const SERVER_ONLY = "server-only:"
