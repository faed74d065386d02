import type { CatalogueChange } from "./affected-products"

type Run = (change: CatalogueChange) => Promise<unknown>
type OnError = (error: unknown) => void

/**
 * Events arriving within this window are synced together. A second: a sale's orders of the same
 * products then cost one index write a second, not one each, and a change still shows in the
 * shop's search well within its five seconds.
 */
const MERGE_WINDOW_MS = 1000

/**
 * Merges bursts of catalogue events (an import, the seed, an order of many lines) into one sync
 * run, and runs one sync at a time in this process. A change that arrives while a run is under way
 * waits for the next run, which reads the data after it: the last run always sees the latest state.
 */
export class CatalogueSyncQueue {
  private pending: CatalogueChange = {}
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private next: { run: Run; onError: OnError } | undefined
  private idleWaiters: (() => void)[] = []
  private draining = false

  constructor(private readonly mergeWindowMs = MERGE_WINDOW_MS) {}

  enqueue(change: CatalogueChange, run: Run, onError: OnError) {
    for (const [kind, ids] of Object.entries(change) as [keyof CatalogueChange, string[] | undefined][]) {
      if (!ids?.length) continue
      this.pending[kind] = [...new Set([...(this.pending[kind] ?? []), ...ids])]
    }
    this.next = { run, onError }
    this.schedule()
  }

  /** Resolves once nothing is waiting or running (tests and scripts wait for the index). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return new Promise((resolve) => setImmediate(() => (this.isIdle() ? resolve() : this.idleWaiters.push(resolve))))
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /**
   * Runs what is waiting now, without the merge window, and resolves once nothing is waiting or
   * running. Whoever is about to drop or restore the database calls it first, so no sync is cut
   * off half-way by a closed connection.
   */
  drain(): Promise<void> {
    this.draining = true
    if (this.timer) {
      clearTimeout(this.timer)
      this.flush()
    }
    return this.whenIdle().finally(() => {
      this.draining = false
    })
  }

  private isIdle() {
    return !this.timer && !this.running && !Object.keys(this.pending).length
  }

  private schedule() {
    if (this.timer || this.running || !Object.keys(this.pending).length) return
    // A drain under way waits for nothing: what arrived during a run goes next, at once.
    this.timer = setTimeout(() => this.flush(), this.draining ? 0 : this.mergeWindowMs)
    this.timer.unref?.()
  }

  private flush() {
    this.timer = undefined
    const change = this.pending
    const { run, onError } = this.next!
    this.pending = {}
    // Started a tick later, so a change enqueued as the run begins already finds it running.
    this.running = Promise.resolve()
      .then(() => run(change))
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        this.running = undefined
        this.schedule()
        if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve()
      })
  }
}

/** This process's queue: subscribers feed it, tests wait on it. */
export const catalogueSyncQueue = new CatalogueSyncQueue()
