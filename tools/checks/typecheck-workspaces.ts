import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import concurrently from "concurrently"
import { readManifest, workspaceFolders } from "./workspaces.js"

/**
 * `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine has
 * cores (each check runs on about one), each workspace's output printed together when it ends. The slowest first,
 * so the last to start is a short one. Exits non-zero when any workspace has an error.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
/** The longest checks first: the backend's two programs, then the storefront's type generation and check. */
const SLOWEST_FIRST = ["backend", "storefront", "plugins/mobile-money"]

const rank = (folder: string) => {
  const index = SLOWEST_FIRST.indexOf(folder)
  return index === -1 ? SLOWEST_FIRST.length : index
}

const folders = workspaceFolders(ROOT)
  .filter((folder) => readManifest(path.join(ROOT, folder)).scripts?.typecheck)
  .sort((a, b) => rank(a) - rank(b))

const { result } = concurrently(
  folders.map((folder) => ({ command: "npm run typecheck --silent", cwd: path.join(ROOT, folder), name: folder })),
  { maxProcesses: os.availableParallelism(), group: true, prefix: "[{name}]" }
)
result.then(
  () => console.log(`Types: ${folders.length} workspaces, no errors.`),
  () => {
    console.error("Types: errors above.")
    process.exitCode = 1
  }
)
