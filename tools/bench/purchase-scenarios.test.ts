import { describe, expect, it } from "vitest"
import { backendQuiet } from "./purchase-scenarios.js"

/** A process's CPU readings (ms), one per call, the last repeated. */
const readings = (values: (number | null)[]) => {
  let call = 0
  const read = () => values[Math.min(call++, values.length - 1)] ?? null
  return { read, calls: () => call }
}

describe("waiting for the backend's after-work (order placement's CPU)", () => {
  it("waits while the backend works, and ends after two quiet samples in a row", async () => {
    // Samples of 100 ms: busy (80 ms of CPU), quiet (1), busy again, then quiet twice.
    const cpu = readings([0, 80, 81, 161, 162, 163])
    await backendQuiet(1, cpu.read, 100)
    expect(cpu.calls()).toBe(6)
  })

  it("ends at once without a reading (no such process)", async () => {
    const cpu = readings([null])
    await backendQuiet(1, cpu.read, 100)
    expect(cpu.calls()).toBe(1)
  })
})
