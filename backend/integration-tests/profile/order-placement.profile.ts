import fs from "node:fs"
import { Session } from "node:inspector/promises"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { completeCart } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { catalogueSyncQueue, orderAfterWorkQueue, waitWorkflowExecutions } from "../shared-app"
import { integrationTestRunner } from "../test-runner"
import { type Profile, summarise } from "./cpu-profile"
import { orderProfileShop } from "./order-profile-shop"

/**
 * Where an order placement's CPU goes, on the test app's seeded shop: N carts prepared (two lines,
 * Douala home delivery, a bank-deposit session), then completed one at a time through
 * `POST /store/carts/:id/complete`. Per order, split in two: the request's own path (until the
 * answer) and the after-work the answer leaves behind (the `order.placed` subscribers, the batched
 * catalogue search sync) until all of it has run. The search sync merges a second of events, so
 * here, one order at a time, each order pays a whole index rewrite that a rush shares. For each: CPU time (`process.cpuUsage`,
 * the whole test process, which here is the app, less the idle process's own rate), wall time,
 * SQL statements, and V8's sampling profile by area and top functions (a second batch of carts,
 * so the profiler's own cost stays out of the CPU figures). Profiles go to `.data/profiles/`.
 */
const CARTS = Number(process.env.PROFILE_CARTS ?? 8)
const OUT_DIR = path.resolve(BACKEND_DIR, "../.data/profiles")
/** The event bus hands `order.placed` to its subscribers a moment after the answer. */
const EVENT_DISPATCH_MS = 50


type Phase = "request" | "after-work"
type Totals = { cpu: number; wall: number; statements: number }

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

/**
 * Waits until the after-work is over: the queued after-work (e-mail, invoice number), the batched
 * search sync, and any workflow still running (the WhatsApp update). Answers the wall time.
 */
async function afterWorkDone(container: MedusaContainer): Promise<number> {
  const start = performance.now()
  await sleep(EVENT_DISPATCH_MS)
  do {
    await orderAfterWorkQueue.whenIdle()
    await catalogueSyncQueue.whenIdle()
    await waitWorkflowExecutions(container)
  } while (orderAfterWorkQueue.size > 0)
  return performance.now() - start
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    it("profiles an order placement: the request's path and its after-work", async () => {
      const container = getContainer()
      const { checkout, shopper, contents } = await orderProfileShop(container, api, "profile")
      const prepare = async (count: number) => {
        const carts: string[] = []
        for (let n = 0; n < count; n++) carts.push(await checkout.cart(shopper, contents))
        await afterWorkDone(container)
        return carts
      }
      let retried = 0
      const place = async (cartId: string) => {
        // On a loaded machine a connection is sometimes reset; asking again answers the cart's order.
        const response = await completeCart(api, shopper, cartId).catch((error: { code?: string }) => {
          if (error?.code !== "ECONNRESET") throw error
          retried++
          return completeCart(api, shopper, cartId)
        })
        if (response.status !== 200 || response.data.type !== "order") throw new Error(`No order: ${response.status} ${JSON.stringify(response.data)}`)
      }

      const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any
      let statements = 0
      knex.on("query", () => statements++)

      // Warm: the first checkout loads and compiles what the others reuse.
      for (const cartId of await prepare(2)) {
        await place(cartId)
        await afterWorkDone(container)
      }

      // The idle process's own CPU rate (timers, the scheduler), taken off the after-work.
      const idleStart = process.cpuUsage()
      await sleep(2000)
      const idleRate = cpuMs(idleStart) / 2000

      const totals: Record<Phase, Totals> = { request: { cpu: 0, wall: 0, statements: 0 }, "after-work": { cpu: 0, wall: 0, statements: 0 } }
      for (const cartId of await prepare(CARTS)) {
        let [cpu, wall, sql] = [process.cpuUsage(), performance.now(), statements]
        await place(cartId)
        const requestWall = performance.now() - wall
        totals.request.cpu += cpuMs(cpu) - idleRate * requestWall
        totals.request.wall += requestWall
        totals.request.statements += statements - sql
        ;[cpu, sql] = [process.cpuUsage(), statements]
        const afterWall = await afterWorkDone(container)
        totals["after-work"].cpu += cpuMs(cpu) - idleRate * afterWall
        totals["after-work"].wall += afterWall
        totals["after-work"].statements += statements - sql
      }

      const session = new Session()
      session.connect()
      await session.post("Profiler.enable")
      await session.post("Profiler.setSamplingInterval", { interval: 200 })
      fs.mkdirSync(OUT_DIR, { recursive: true })
      const profiles: Record<Phase, Profile[]> = { request: [], "after-work": [] }
      for (const cartId of await prepare(CARTS)) {
        await session.post("Profiler.start")
        await place(cartId)
        profiles.request.push((await session.post("Profiler.stop")).profile as Profile)
        await session.post("Profiler.start")
        await afterWorkDone(container)
        profiles["after-work"].push((await session.post("Profiler.stop")).profile as Profile)
      }
      session.disconnect()

      const lines = [`order placement, ${CARTS} orders one at a time (idle process: ${(idleRate * 1000).toFixed(1)} ms CPU a second, taken off)`]
      for (const phase of ["request", "after-work"] as const) {
        const t = totals[phase]
        fs.writeFileSync(path.join(OUT_DIR, `order-placement-${phase}.cpuprofile`), JSON.stringify(profiles[phase][0]))
        const { areas, functions } = summarise(profiles[phase])
        lines.push(
          `${phase}: CPU ${(t.cpu / CARTS).toFixed(1)} ms per order, wall ${(t.wall / CARTS).toFixed(1)} ms, ${(t.statements / CARTS).toFixed(1)} SQL statements per order`,
          `  by area (self time): ${areas.join("; ")}`,
          "  top functions:",
          ...functions.map((line) => `    ${line}`)
        )
      }
      const total = totals.request.cpu + totals["after-work"].cpu
      lines.push(`total: CPU ${(total / CARTS).toFixed(1)} ms per order; connections reset and asked again: ${retried}`)
      console.info(lines.join("\n"))
      expect(totals.request.statements).toBeGreaterThan(0)
    })
  },
})
