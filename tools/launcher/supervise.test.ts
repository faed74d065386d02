import { describe, expect, it } from "vitest"
import type { Service } from "./processes.js"
import { restartDelay, superviseServices } from "./supervise.js"

/** A service whose exit the test decides. */
function fakeService(name: string) {
  let exit!: (code: number | null) => void
  const exited = new Promise<number | null>((resolve) => (exit = resolve))
  return { service: { name, child: undefined as never, exited } satisfies Service, exit }
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms))

describe("restartDelay", () => {
  it("doubles from one second and stops at thirty", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => restartDelay(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })
})

describe("superviseServices", () => {
  const options = { firstDelayMs: 1, maxDelayMs: 8, stableAfterMs: 10_000 }

  it("restarts a service that crashes, again and again with a growing pause, and says so", async () => {
    const lines: string[] = []
    const first = fakeService("backend")
    const replacements = [fakeService("backend"), fakeService("backend")]
    const restarted: string[] = []
    superviseServices([first.service], async (service) => {
      restarted.push(service.name)
      return replacements[restarted.length - 1]!.service
    }, { log: (line) => lines.push(line), stopping: () => false, options })

    first.exit(1)
    await tick(20)
    replacements[0]!.exit(137)
    await tick(20)
    expect(restarted).toEqual(["backend", "backend"])
    expect(lines).toEqual([
      "backend stopped unexpectedly (exit 1); restarting in 0.0 s.",
      "backend restarted.",
      "backend stopped unexpectedly (exit 137); restarting in 0.0 s.",
      "backend restarted.",
    ])
  })

  it("leaves services alone when the launcher itself is stopping them", async () => {
    const running = fakeService("storefront")
    let restarts = 0
    superviseServices([running.service], async (service) => {
      restarts++
      return service
    }, { log: () => {}, stopping: () => true, options })
    running.exit(0)
    await tick(20)
    expect(restarts).toBe(0)
  })

  it("tries again when a restart fails", async () => {
    const lines: string[] = []
    const crashed = fakeService("backend")
    const healthy = fakeService("backend")
    let calls = 0
    superviseServices([crashed.service], async () => {
      calls++
      if (calls === 1) throw new Error("port in use")
      return healthy.service
    }, { log: (line) => lines.push(line), stopping: () => false, options })
    crashed.exit(1)
    await tick(40)
    expect(calls).toBe(2)
    expect(lines).toContain("backend did not restart: port in use")
    expect(lines.at(-1)).toBe("backend restarted.")
  })
})
