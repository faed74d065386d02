import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const CHILD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "stack-child.ts")
/** Builds on a busy machine take minutes; a stack that is not up by then is stuck. */
const READY_WITHIN_MS = 30 * 60_000
const STOP_GRACE_MS = 60_000

export type Ports = { backend: number; storefront: number; postgres: number }

/** A shop started for the bench from a tree (this one or a baseline's): where it answers, its servers' pids. */
export type BenchShop = {
  label: string
  backendUrl: string
  storefrontUrl: string
  /** Where its backend writes e-mails (.eml), as the launcher sets it: under the data folder. */
  outboxDir: string
  pids: { backend: number | null; storefront: number | null }
  stop: () => Promise<void>
}

/**
 * Starts the stack of the tree at `root` with that tree's own launcher and packages
 * (stack-child.ts run by the tree's tsx), on `ports` and `dataDir`; resolves when both servers answer.
 */
export function startBenchStack(options: { label: string; root: string; dataDir: string; ports: Ports; log: (line: string) => void }): Promise<BenchShop> {
  const { label, root, dataDir, ports, log } = options
  const tsx = path.join(root, "node_modules", ".bin", "tsx")
  if (!fs.existsSync(tsx)) throw new Error(`${root} has no node_modules/.bin/tsx: run npm ci there first`)
  const outboxDir = path.join(dataDir, "outbox")
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    BACKEND_PORT: String(ports.backend),
    STOREFRONT_PORT: String(ports.storefront),
    EMBEDDED_PG_PORT: String(ports.postgres),
    SIMULATORS_PORT: "0",
    MAIL_OUTBOX_DIR: outboxDir,
  }
  // Each shop its own embedded database, whatever the bench itself was given.
  delete env.DATABASE_URL
  const child = spawn(tsx, [CHILD_SCRIPT, root], { cwd: root, env, stdio: ["pipe", "pipe", "pipe"] })
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  const recent: string[] = []
  let pids: BenchShop["pids"] = { backend: null, storefront: null }

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill("SIGTERM")
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      // The servers run in process groups of their own: without their launcher they would stay.
      for (const pid of [pids.backend, pids.storefront]) {
        if (pid) signalGroup(pid)
      }
      // Nor would its embedded PostgreSQL, which holds the port the next run asks for.
      stopEmbeddedPostgres(dataDir)
    }, STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }

  return new Promise<BenchShop>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop().then(() => reject(new Error(`${label}: not up within ${READY_WITHIN_MS / 60_000} min`)))
    }, READY_WITHIN_MS)
    const onLine = (line: string) => {
      if (line.startsWith("READY ")) {
        const ready = JSON.parse(line.slice("READY ".length)) as Pick<BenchShop, "backendUrl" | "storefrontUrl" | "pids">
        pids = ready.pids
        clearTimeout(timer)
        resolve({ label, ...ready, outboxDir, stop })
        return
      }
      recent.push(line)
      if (recent.length > 30) recent.shift()
      log(`${label}: ${line}`)
    }
    for (const stream of [child.stdout, child.stderr]) {
      let pending = ""
      stream.on("data", (chunk: Buffer) => {
        const lines = (pending + chunk.toString("utf8")).split("\n")
        pending = lines.pop() ?? ""
        for (const line of lines) if (line.trim()) onLine(line)
      })
    }
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`${label}: the stack stopped (exit ${code}) before it was up. Last lines:\n${recent.join("\n")}`))
    })
  })
}

/**
 * Asks the embedded PostgreSQL under `dataDir` (the launcher's `<data>/postgres`) for a fast
 * shutdown: its postmaster.pid names the server. Nothing is signalled when that process is gone
 * or is no longer a postgres (a pid file left by a crash, its number since reused).
 */
export function stopEmbeddedPostgres(dataDir: string): boolean {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid")
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]) : Number.NaN
  if (!Number.isInteger(pid) || pid <= 0 || programOf(pid) !== "postgres") return false
  try {
    process.kill(pid, "SIGINT")
    return true
  } catch {
    return false // Already gone; the file was left by a crash.
  }
}

function programOf(pid: number): string | null {
  try {
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? ""
    return path.basename(argv0)
  } catch {
    return null
  }
}

function signalGroup(pid: number) {
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}
