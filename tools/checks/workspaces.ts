import fs from "node:fs"
import path from "node:path"

type Manifest = { workspaces?: string[]; scripts?: Record<string, string> }

export const readManifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"))

/** The root manifest's workspace entries: a folder, or `folder/*` for each folder inside it. */
export function workspaceFolders(root: string): string[] {
  return (readManifest(root).workspaces ?? []).flatMap((entry) => {
    if (!entry.endsWith("/*")) return [entry]
    const parent = entry.slice(0, -2)
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((item) => item.isDirectory() && fs.existsSync(path.join(root, parent, item.name, "package.json")))
      .map((item) => `${parent}/${item.name}`)
  })
}
