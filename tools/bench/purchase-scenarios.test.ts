import { describe, expect, it } from "vitest"
import { cpuQuiet } from "./purchase-scenarios.js"

/** A process's CPU readings (ms), one per call, the last repeated. */
const readings = (values: (number | null)[]) => {
  let call = 0
  const read = () => values[Math.min(call++, values.length - 1)] ?? null
  return { read, calls: () => call }
}

describe("waiting for quiet: the backend's after-work, the machine before a timed load", () => {
  it("waits while the backend works, and ends after two quiet samples in a row", async () => {
    // Samples of 100 ms: busy (80 ms of CPU), quiet (1), busy again, then quiet twice.
    const cpu = readings([0, 80, 81, 161, 162, 163])
    const waited = await cpuQuiet(cpu.read, { sampleMs: 100 })
    expect(cpu.calls()).toBe(6)
    expect(waited).toBeGreaterThanOrEqual(500)
  })

  it("ends at once without a reading (no such process)", async () => {
    const cpu = readings([null])
    await cpuQuiet(cpu.read, { sampleMs: 100 })
    expect(cpu.calls()).toBe(1)
  })

  it("holds a machine to its own share: 20 ms of CPU in 100 ms is busy at 15 %, quiet at 25 %", async () => {
    const busy = readings([0, 20, 40, 60, 80, 100])
    expect(await cpuQuiet(busy.read, { share: 0.15, sampleMs: 100, maxMs: 350 })).toBeGreaterThanOrEqual(350)
    const quiet = readings([0, 20, 40])
    await cpuQuiet(quiet.read, { share: 0.25, sampleMs: 100 })
    expect(quiet.calls()).toBe(3)
  })

  it("gives up after its longest wait", async () => {
    const busy = readings([0, 100, 200, 300, 400, 500, 600])
    const waited = await cpuQuiet(busy.read, { sampleMs: 100, maxMs: 250 })
    expect(waited).toBeLessThan(450)
    expect(busy.calls()).toBeLessThanOrEqual(4)
  })
})
