import { afterEach, describe, expect, it, vi } from "vitest"
import { PatientInMemoryLockingProvider, PURCHASE_LOCK_WAIT_SECONDS } from "./index"

const patient = () => new PatientInMemoryLockingProvider()

/** A job holding the lock until `release()` is called. */
function holder() {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  return { held: () => held, release: () => release() }
}

describe("PatientInMemoryLockingProvider", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("waits past Medusa's 5 s for a lock whose caller named no wait, and runs the job once it is free", async () => {
    vi.useFakeTimers()
    const locks = patient()
    const first = holder()
    const running = locks.execute("iitem_1", first.held)
    const second = vi.fn(async () => "reserved")
    const waiting = locks.execute("iitem_1", second)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(second).not.toHaveBeenCalled()
    first.release()
    await running
    await expect(waiting).resolves.toBe("reserved")
  })

  it(`gives up after ${PURCHASE_LOCK_WAIT_SECONDS} s, and keeps a wait the caller names`, async () => {
    vi.useFakeTimers()
    const locks = patient()
    const first = holder()
    const running = locks.execute("iitem_1", first.held)
    const named = locks.execute("iitem_1", async () => "never", { timeout: 2 })
    const unnamed = locks.execute("iitem_1", async () => "never")
    const namedOutcome = expect(named).rejects.toThrow("Timed-out acquiring lock.")
    const unnamedOutcome = expect(unnamed).rejects.toThrow("Timed-out acquiring lock.")
    await vi.advanceTimersByTimeAsync(2_000)
    await namedOutcome
    await vi.advanceTimersByTimeAsync(PURCHASE_LOCK_WAIT_SECONDS * 1000)
    await unnamedOutcome
    first.release()
    await running
  })
})
