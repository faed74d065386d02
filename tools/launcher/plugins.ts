import fs from "node:fs"
import path from "node:path"
import { REPO_ROOT } from "./config.js"
import { fingerprint, readStamp, writeStamp } from "./fingerprint.js"
import { run } from "./processes.js"

export const PLUGINS_DIR = path.join(REPO_ROOT, "plugins")
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
 * The backend loads each plugin from its build (`.medusa/server`), so a plugin is built before
 * anything runs the backend: `medusa plugin:build` when its sources changed since the last build.
 */
export async function buildPluginsIfChanged(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  for (const dir of pluginDirs()) {
    const stampFile = path.join(dir, ".medusa", "server", ".source-fingerprint")
    const sources = fingerprint([
      path.join(dir, "src"),
      path.join(dir, "package.json"),
      path.join(dir, "tsconfig.json"),
      LOCKFILE,
    ])
    if (readStamp(stampFile) === sources) continue
    log(`Building the plugin ${path.basename(dir)}…`)
    await run(process.execPath, [MEDUSA_CLI, "plugin:build"], { cwd: dir, env, quiet: true })
    writeStamp(stampFile, sources)
  }
}
