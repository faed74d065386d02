import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { run } from "../launcher/processes.js"

/**
 * What the bench needs of a baseline tree to start its shop the way it starts this one: the
 * launcher's stack (tools/launcher, `startStack` and `readLauncherConfig`) and a lockfile for `npm ci`.
 */
export const BASELINE_NEEDS: { file: string; mustContain?: string }[] = [
  { file: "package-lock.json" },
  { file: "tools/launcher/config.ts", mustContain: "export function readLauncherConfig" },
  { file: "tools/launcher/stack.ts", mustContain: "export async function startStack" },
  { file: "tools/launcher/processes.ts", mustContain: "export async function stopAll" },
]

/** What a ref lacks, from its files' contents (null: no such file); empty when it has it all. */
export function missingInBaseline(read: (file: string) => string | null): string[] {
  return BASELINE_NEEDS.flatMap(({ file, mustContain }) => {
    const text = read(file)
    if (text === null) return [`${file} (no such file)`]
    return mustContain && !text.includes(mustContain) ? [`${file} without \`${mustContain}\``] : []
  })
}

export type BaselineTree = { root: string; commit: string; remove: () => Promise<void> }

const git = (repo: string, args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()

/** The commit a ref names, or a clear error. */
export function resolveRef(repo: string, ref: string): string {
  try {
    return git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])
  } catch {
    throw new Error(`--baseline ${ref}: no such commit in this repository (git rev-parse ${ref})`)
  }
}

/**
 * Checks out `ref` in a temporary git worktree and installs its packages (`npm ci`); its builds
 * happen when its stack starts (the launcher builds what changed). `remove` takes the worktree away.
 */
export async function prepareBaselineTree(
  repo: string,
  ref: string,
  log: (line: string) => void,
  /** Given the removal as soon as the worktree exists, so that a Ctrl-C during `npm ci` removes it too. */
  onCreated: (remove: () => Promise<void>) => void
): Promise<BaselineTree> {
  const commit = resolveRef(repo, ref)
  const missing = missingInBaseline((file) => {
    try {
      return git(repo, ["show", `${commit}:${file}`])
    } catch {
      return null
    }
  })
  if (missing.length) {
    throw new Error(`--baseline ${ref} (${commit.slice(0, 10)}) cannot be started by this bench; it lacks: ${missing.join(", ")}. Choose a newer ref.`)
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "dreamshade-bench-baseline-"))
  // mkdtemp makes it private (0700); run as root, the launcher's PostgreSQL runs as the `postgres`
  // user, which must reach its binaries under the tree's node_modules.
  fs.chmodSync(root, 0o755)
  let added = false
  // The folder first (git's own `worktree remove` walks node_modules file by file: minutes), then
  // git forgets the worktree.
  let removing: Promise<void> | null = null
  const remove = () => {
    removing ??= (async () => {
      log(`Removing the baseline worktree ${root}…`)
      await fs.promises.rm(root, { recursive: true, force: true })
      if (added) git(repo, ["worktree", "prune"])
    })()
    return removing
  }
  try {
    log(`Baseline ${ref} (${commit.slice(0, 10)}): a worktree in ${root}…`)
    git(repo, ["worktree", "add", "--detach", root, commit])
    added = true
    onCreated(remove)
    log("Baseline: npm ci (minutes)…")
    await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, env: process.env, quiet: true })
    return { root, commit, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
