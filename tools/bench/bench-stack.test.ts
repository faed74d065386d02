import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { stopEmbeddedPostgres } from "./bench-stack.js"

const started: ChildProcess[] = []
const dataDirs: string[] = []
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL")
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A process named `program` (its argv[0]) that stays until signalled, and a data folder whose postmaster.pid names it. */
async function processWithPidFile(program: string) {
  const child = spawn("bash", ["-c", `exec -a ${program} sleep 60`], { stdio: "ignore" })
  started.push(child)
  await new Promise((resolve) => child.once("spawn", resolve))
  await new Promise((resolve) => setTimeout(resolve, 100)) // `exec` has replaced bash.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-stack-test-"))
  dataDirs.push(dataDir)
  fs.mkdirSync(path.join(dataDir, "postgres"))
  fs.writeFileSync(path.join(dataDir, "postgres", "postmaster.pid"), `${child.pid}\n${dataDir}/postgres\n`)
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)))
  return { child, dataDir, exited }
}

describe("stopping a bench shop's embedded PostgreSQL left behind", () => {
  it("asks the server named by postmaster.pid for a fast shutdown", async () => {
    const { dataDir, exited } = await processWithPidFile("postgres")
    expect(stopEmbeddedPostgres(dataDir)).toBe(true)
    expect(await exited).toBe("SIGINT")
  })

  it("signals nothing when the pid is no longer a postgres, or there is no server", async () => {
    const { child, dataDir } = await processWithPidFile("sleep")
    expect(stopEmbeddedPostgres(dataDir)).toBe(false)
    expect(child.exitCode).toBeNull()
    expect(child.signalCode).toBeNull()
    expect(stopEmbeddedPostgres(path.join(dataDir, "nothing-here"))).toBe(false)
  })
})
