import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { fingerprint } from "./fingerprint.js"

describe("fingerprint", () => {
  it("changes when a file's content changes and ignores build output", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fingerprint-"))
    fs.writeFileSync(path.join(dir, "a.ts"), "one")
    const first = fingerprint([dir])
    fs.mkdirSync(path.join(dir, "node_modules"))
    fs.writeFileSync(path.join(dir, "node_modules", "x.js"), "ignored")
    expect(fingerprint([dir])).toBe(first)
    fs.writeFileSync(path.join(dir, "a.ts"), "two")
    expect(fingerprint([dir])).not.toBe(first)
    fs.rmSync(dir, { recursive: true })
  })
})
