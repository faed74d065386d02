import { buildPluginsIfChanged } from "../../../tools/launcher/plugins"
import { runOnce } from "./run-once"

/**
 * The backend loads our plugins (plugins/*) from their builds in node_modules, so a fresh clone,
 * or a changed plugin, is built before any test boots Medusa. Unchanged plugins cost a hash. The
 * tests load no admin: a plugin's server code alone is built, in a fraction of a second.
 */
export default async function setup() {
  const { release } = await runOnce("plugins", async () => {
    await buildPluginsIfChanged(process.env, (line) => console.log(`[tests] ${line}`), { serverOnly: true })
    return { value: undefined }
  })
  return release
}
