import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { workspaceFolders } from "./workspaces.js"

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function tree(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "workspaces-"))
  made.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

describe("workspaceFolders", () => {
  it("expands folder/* to the folders holding a package.json, and keeps plain entries", () => {
    const root = tree({
      "package.json": JSON.stringify({ workspaces: ["plugins/*", "backend"] }),
      "plugins/a/package.json": "{}",
      "plugins/b/package.json": "{}",
      "plugins/README.md": "",
      "plugins/notes/readme.txt": "",
      "backend/package.json": "{}",
    })
    expect(workspaceFolders(root).sort()).toEqual(["backend", "plugins/a", "plugins/b"])
  })

  it("finds every workspace of this repository", () => {
    const folders = workspaceFolders(path.resolve(import.meta.dirname, "../.."))
    expect(folders).toEqual(expect.arrayContaining(["backend", "storefront", "tools", "packages/contracts", "plugins/reviews"]))
  })
})
