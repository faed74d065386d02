import path from "node:path"
import { describe, expect, it } from "vitest"
import { workspaceFolders } from "./workspaces.js"
import { temporaryTrees } from "./temp-tree.js"

const tree = temporaryTrees("workspaces-")

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
