import fs from "node:fs"
import { inject } from "vitest"

const answers = (url: string) => fetch(url).then((response) => response.ok, () => false)

/** Kills the backend with SIGKILL (its whole process group, as a crash would) and waits until it no longer answers. */
export async function killBackend(backendUrl: string) {
  const pid = Number(fs.readFileSync(inject("backendPidFile"), "utf8"))
  process.kill(-pid, "SIGKILL")
  for (const deadline = Date.now() + 5_000; await answers(`${backendUrl}/health`); ) {
    if (Date.now() > deadline) throw new Error("the backend still answers after SIGKILL")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Whether the backend answers its health check now. */
export const backendAnswers = (backendUrl: string) => answers(`${backendUrl}/health`)
