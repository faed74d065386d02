import { setTimeout as sleep } from "node:timers/promises"
import { describe, expect, it } from "vitest"
import { OrderAfterWorkQueue } from "./after-work-queue"

const recorder = () => {
  const ran: string[] = []
  const errors: string[] = []
  const task = (name: string, ms = 0) => () => sleep(ms).then(() => ran.push(name))
  const onError = (name: string, error: unknown) => errors.push(`${name}: ${(error as Error).message}`)
  return { ran, errors, task, onError }
}

describe("OrderAfterWorkQueue", () => {
  it("runs at once when no checkout is under way, in the order the work came", async () => {
    const queue = new OrderAfterWorkQueue(1_000, 1)
    const { ran, task, onError } = recorder()
    queue.enqueue("a", task("a", 5), onError)
    queue.enqueue("b", task("b"), onError)
    await queue.whenIdle()
    expect(ran).toEqual(["a", "b"])
  })

  it("waits while a checkout is under way and goes on when it ends", async () => {
    const queue = new OrderAfterWorkQueue(10_000)
    const { ran, task, onError } = recorder()
    const ended = queue.checkoutStarted()
    queue.enqueue("e-mail", task("e-mail"), onError)
    await sleep(30)
    expect(ran).toEqual([])
    expect(queue.size).toBe(1)
    ended()
    ended() // `close` after `finish`: counted once
    await queue.whenIdle()
    expect(ran).toEqual(["e-mail"])
    // The second end did not count another checkout off: a new one holds the work again.
    queue.checkoutStarted()
    queue.enqueue("invoice", task("invoice"), onError)
    await sleep(30)
    expect(ran).toEqual(["e-mail"])
    await queue.drain()
    expect(ran).toEqual(["e-mail", "invoice"])
  })

  it("does not let a rush of checkouts starve the after-work past its longest wait", async () => {
    const queue = new OrderAfterWorkQueue(60)
    const { ran, task, onError } = recorder()
    queue.checkoutStarted() // never ends
    const queuedAt = Date.now()
    queue.enqueue("e-mail", task("e-mail"), onError)
    await queue.whenIdle()
    expect(ran).toEqual(["e-mail"])
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(55)
  })

  it("runs at most its concurrency side by side", async () => {
    const queue = new OrderAfterWorkQueue(1_000, 2)
    let running = 0
    let most = 0
    const work = () => async () => {
      most = Math.max(most, ++running)
      await sleep(10)
      running--
    }
    for (let n = 0; n < 6; n++) queue.enqueue(`order ${n}`, work(), () => {})
    await queue.whenIdle()
    expect(most).toBe(2)
  })

  it("hands a failure to its error handler and goes on with the next", async () => {
    const queue = new OrderAfterWorkQueue()
    const { ran, errors, task, onError } = recorder()
    queue.enqueue("broken", () => Promise.reject(new Error("SMTP down")), onError)
    queue.enqueue("next", task("next"), onError)
    await queue.whenIdle()
    expect(errors).toEqual(["broken: SMTP down"])
    expect(ran).toEqual(["next"])
  })
})
