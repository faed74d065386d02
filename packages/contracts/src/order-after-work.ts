/**
 * How a plugin hands the backend what a placed order leaves to do once its shopper has the answer
 * (docs/decisions/046). The backend owns the queue that runs it after the checkouts under way
 * (backend/src/lib/orders/after-work-queue.ts) and provides it here when it loads; a plugin, which
 * cannot import the backend, defers through `deferOrderAfterWork`. The queue is kept on
 * `globalThis` under a registered symbol, so every copy of this package loaded in the process (the
 * backend's, a built plugin's, CommonJS or ES modules) finds the same one.
 */
export type OrderAfterWorkError = (name: string, error: unknown) => void

export type OrderAfterWorkQueue = {
  enqueue(name: string, run: () => Promise<unknown>, onError: OrderAfterWorkError): void
}

const QUEUE_KEY = Symbol.for("dreamshade.order-after-work")
type Holder = { [QUEUE_KEY]?: OrderAfterWorkQueue }

/** The backend's queue, from now on the one every `deferOrderAfterWork` in this process feeds. */
export function provideOrderAfterWork(queue: OrderAfterWorkQueue): void {
  ;(globalThis as Holder)[QUEUE_KEY] = queue
}

/**
 * Runs `run` through the backend's queue (after the checkouts under way, in the order it came), or
 * at once where no backend provided one (a plugin in a shop of its own). Either way a failure goes
 * to `onError`, never to the caller: the work's catch-up job is what tries it again.
 */
export function deferOrderAfterWork(name: string, run: () => Promise<unknown>, onError: OrderAfterWorkError): void {
  const queue = (globalThis as Holder)[QUEUE_KEY]
  if (queue) {
    queue.enqueue(name, run, onError)
    return
  }
  void run().catch((error: unknown) => onError(name, error))
}
