import { describe, expect, it } from "vitest"
import { missingInBaseline } from "./baseline-tree.js"

describe("what a baseline ref must have", () => {
  const complete: Record<string, string> = {
    "package-lock.json": "{}",
    "tools/launcher/config.ts": "export function readLauncherConfig(",
    "tools/launcher/stack.ts": "export async function startStack(",
    "tools/launcher/processes.ts": "export async function stopAll(",
  }

  it("accepts a tree with the launcher's stack", () => {
    expect(missingInBaseline((file) => complete[file] ?? null)).toEqual([])
  })

  it("names each file missing, or present without what the bench calls", () => {
    const older = { ...complete, "tools/launcher/stack.ts": undefined, "tools/launcher/config.ts": "export function readConfig(" }
    expect(missingInBaseline((file) => older[file as keyof typeof older] ?? null)).toEqual([
      "tools/launcher/config.ts without `export function readLauncherConfig`",
      "tools/launcher/stack.ts (no such file)",
    ])
  })
})
