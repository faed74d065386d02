import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach } from "vitest"

/**
 * Small repositories written to temporary folders for the checks' tests, removed after each test.
 * Call at the top of a test file; the answer writes `{ path: text }` into a new folder and returns it.
 */
export function temporaryTrees(prefix: string) {
  const made: string[] = []
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  return function tree(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    made.push(root)
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    return root
  }
}
