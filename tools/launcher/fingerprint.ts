import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const IGNORED = new Set(["node_modules", ".medusa", "build", ".react-router", "uploads", ".cache"])

/** A hash of the contents of files and folders, to rebuild or migrate only when sources change. */
export function fingerprint(paths: string[]): string {
  const hash = createHash("sha256")
  for (const entry of paths) addPath(hash, entry)
  return hash.digest("hex")
}

function addPath(hash: ReturnType<typeof createHash>, entry: string) {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) {
      if (!IGNORED.has(name)) addPath(hash, path.join(entry, name))
    }
    return
  }
  hash.update(entry)
  hash.update(fs.readFileSync(entry))
}

export function readStamp(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : undefined
}

export function writeStamp(file: string, value: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${value}\n`)
}
