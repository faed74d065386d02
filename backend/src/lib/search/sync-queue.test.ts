import { describe, expect, it, vi } from "vitest"
import type { CatalogueChange } from "./affected-products"
import { CatalogueSyncQueue } from "./sync-queue"

describe("CatalogueSyncQueue", () => {
  it("merges a burst of changes into one run", async () => {
    const queue = new CatalogueSyncQueue(10)
    const runs: CatalogueChange[] = []
    const run = async (change: CatalogueChange) => void runs.push(change)
    queue.enqueue({ product_ids: ["p1"] }, run, () => {})
    queue.enqueue({ product_ids: ["p2", "p1"], reservation_ids: ["r1"] }, run, () => {})
    await queue.whenIdle()
    expect(runs).toEqual([{ product_ids: ["p1", "p2"], reservation_ids: ["r1"] }])
  })

  it("runs one sync at a time; what arrives meanwhile waits for the next run", async () => {
    const queue = new CatalogueSyncQueue(10)
    const runs: string[][] = []
    let active = 0
    let overlapped = false
    const run = async (change: CatalogueChange) => {
      overlapped ||= active > 0
      active++
      runs.push(change.product_ids ?? [])
      if (runs.length === 1) queue.enqueue({ product_ids: ["late"] }, run, () => {})
      await new Promise((resolve) => setTimeout(resolve, 20))
      active--
    }
    queue.enqueue({ product_ids: ["first"] }, run, () => {})
    await queue.whenIdle()
    expect(runs).toEqual([["first"], ["late"]])
    expect(overlapped).toBe(false)
  })

  it("reports a failed run and keeps going", async () => {
    const queue = new CatalogueSyncQueue(10)
    const errors: unknown[] = []
    queue.enqueue({ product_ids: ["p"] }, async () => Promise.reject(new Error("down")), (error) => errors.push(error))
    await queue.whenIdle()
    expect(errors).toHaveLength(1)
    const runs: CatalogueChange[] = []
    queue.enqueue({ product_ids: ["q"] }, async (change) => void runs.push(change), () => {})
    await queue.whenIdle()
    expect(runs).toEqual([{ product_ids: ["q"] }])
  })

  it("drains: runs what waits without the merge window and resolves once the run is over", async () => {
    // Frozen timers: the merge window never ends, so only a drain that skips it can finish.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      const queue = new CatalogueSyncQueue(10)
      const events: string[] = []
      const run = async (change: CatalogueChange) => {
        events.push(`start ${change.product_ids}`)
        await new Promise((resolve) => setImmediate(resolve))
        events.push("end")
      }
      queue.enqueue({ product_ids: ["p"] }, run, () => {})
      await queue.drain()
      events.push("drained")
      expect(events).toEqual(["start p", "end", "drained"])
    } finally {
      vi.useRealTimers()
    }
  })

  /** A 20 ms run that, the first time, enqueues a change while it is under way. */
  function runEnqueuingLate(queue: CatalogueSyncQueue, runs: string[][]) {
    const run = async (change: CatalogueChange) => {
      runs.push(change.product_ids ?? [])
      if (runs.length === 1) queue.enqueue({ product_ids: ["late"] }, run, () => {})
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return run
  }

  it("drains a run under way and the change that arrived during it", async () => {
    const queue = new CatalogueSyncQueue(10)
    const runs: string[][] = []
    queue.enqueue({ product_ids: ["first"] }, runEnqueuingLate(queue, runs), () => {})
    await new Promise((resolve) => setTimeout(resolve, 110)) // the first run is under way
    await queue.drain()
    expect(runs).toEqual([["first"], ["late"]])
  })

  it("drains what arrives during the run under way without waiting out the merge window", async () => {
    const queue = new CatalogueSyncQueue(60_000)
    const runs: string[][] = []
    queue.enqueue({ product_ids: ["first"] }, runEnqueuingLate(queue, runs), () => {})
    await queue.drain()
    expect(runs).toEqual([["first"], ["late"]])
  })

  it("drains at once when nothing waits", async () => {
    await expect(new CatalogueSyncQueue(10).drain()).resolves.toBeUndefined()
  })
})
