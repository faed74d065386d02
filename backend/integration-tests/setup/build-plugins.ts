import { buildPluginsIfChanged } from "../../../tools/launcher/plugins"
import { runOnce } from "./run-once"

/**
 * The backend loads our plugins (plugins/*) from their builds in node_modules, so a fresh clone,
 * or a changed plugin, is built before any test boots Medusa. Unchanged plugins cost a hash.
 */
export default async function setup() {
  const { release } = await runOnce("plugins", async () => {
    await buildPluginsIfChanged(process.env, (line) => console.log(`[tests] ${line}`))
    return { value: undefined }
  })
  return release
}
