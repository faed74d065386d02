import { provideOrderAfterWork } from "@dreamshade/contracts"

type Task = { name: string; run: () => Promise<unknown>; queuedAt: number }
type OnError = (name: string, error: unknown) => void

/** An order's after-work waits at most this long for the checkouts under way to end. */
const MAX_DEFER_MS = 5_000
/** After-works run side by side (their e-mail and WhatsApp sends wait on the network, not the CPU). */
const CONCURRENCY = 2

/**
 * What a placed order leaves to do once its shopper has the confirmation (the "order placed"
 * e-mail and notification, the invoice number, the WhatsApp plugin's order updates) runs here,
 * not beside the checkouts: while a checkout is under way in this process, it waits (at most
 * MAX_DEFER_MS, so a busy sale never starves it), then runs in the order it came, CONCURRENCY at
 * a time. The checkouts of a rush get the CPU; the after-work takes the gaps between them.
 *
 * Nothing here is durable, and needs not be: a stop before an after-work ran is what the
 * catch-up jobs are for (src/jobs/order-emails-outbox.ts, number-missed-invoices.ts, the WhatsApp
 * plugin's whatsapp-outbox). In a worker process (cluster mode) no checkout runs, so nothing waits.
 */
export class OrderAfterWorkQueue {
  private readonly waiting: Task[] = []
  private running = 0
  private checkouts = 0
  private timer: NodeJS.Timeout | undefined
  private idleWaiters: (() => void)[] = []

  constructor(
    private readonly maxDeferMs = MAX_DEFER_MS,
    private readonly concurrency = CONCURRENCY,
    private readonly now = () => Date.now()
  ) {}

  enqueue(name: string, run: () => Promise<unknown>, onError: OnError) {
    this.waiting.push({
      name,
      queuedAt: this.now(),
      run: () => run().catch((error) => onError(name, error)),
    })
    this.pump()
  }

  /** A checkout starts in this process; the answer's `end` lets the after-work go on. */
  checkoutStarted(): () => void {
    this.checkouts++
    let ended = false
    return () => {
      if (ended) return
      ended = true
      this.checkouts--
      this.pump()
    }
  }

  /** Resolves once nothing waits or runs (tests wait on it before they read or restore the database). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /** Runs what waits now, without waiting for the checkouts, and resolves once idle. */
  drain(): Promise<void> {
    for (const task of this.waiting.splice(0)) this.start(task)
    return this.whenIdle()
  }

  get size() {
    return this.waiting.length + this.running
  }

  private isIdle() {
    return !this.waiting.length && !this.running
  }

  private pump() {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    for (let oldest = this.waiting[0]; oldest && this.running < this.concurrency; oldest = this.waiting[0]) {
      const waited = this.now() - oldest.queuedAt
      if (this.checkouts > 0 && waited < this.maxDeferMs) {
        this.timer = setTimeout(() => this.pump(), this.maxDeferMs - waited)
        this.timer.unref?.()
        break
      }
      this.start(oldest)
      this.waiting.shift()
    }
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve()
  }

  private start(task: Task) {
    this.running++
    // A tick later: the checkout's own answer goes out first.
    setImmediate(() => {
      task.run().finally(() => {
        this.running--
        this.pump()
      })
    })
  }
}

/**
 * This process's queue: the `order.placed` subscribers feed it, the completion middleware tells it
 * of checkouts. Provided to the plugins too (their order updates, `deferOrderAfterWork` of
 * @dreamshade/contracts), which cannot import the backend.
 */
export const orderAfterWorkQueue = new OrderAfterWorkQueue()
provideOrderAfterWork(orderAfterWorkQueue)
