import { afterEach, describe, expect, it } from "vitest"
import { deferOrderAfterWork, provideOrderAfterWork, type OrderAfterWorkQueue } from "./order-after-work.js"

const QUEUE_KEY = Symbol.for("dreamshade.order-after-work")

describe("deferOrderAfterWork", () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[QUEUE_KEY]
  })

  it("hands the work to the queue the backend provided, without running it", () => {
    const handed: string[] = []
    const queue: OrderAfterWorkQueue = { enqueue: (name) => handed.push(name) }
    provideOrderAfterWork(queue)
    let ran = false
    deferOrderAfterWork("whatsapp placed of order_1", async () => {
      ran = true
    }, () => {})
    expect(handed).toEqual(["whatsapp placed of order_1"])
    expect(ran).toBe(false)
  })

  it("finds the queue a copy of this package loaded elsewhere provided (one registry per process)", () => {
    const handed: string[] = []
    ;(globalThis as Record<symbol, unknown>)[QUEUE_KEY] = { enqueue: (name: string) => handed.push(name) }
    deferOrderAfterWork("invoice of order_2", async () => {}, () => {})
    expect(handed).toEqual(["invoice of order_2"])
  })

  it("runs the work at once without a queue, and gives a failure to onError with its name", async () => {
    const failures: [string, unknown][] = []
    const failed = new Promise<void>((resolve) =>
      deferOrderAfterWork("whatsapp placed of order_3", async () => {
        throw new Error("refused")
      }, (name, error) => {
        failures.push([name, (error as Error).message])
        resolve()
      })
    )
    await failed
    expect(failures).toEqual([["whatsapp placed of order_3", "refused"]])
  })
})
