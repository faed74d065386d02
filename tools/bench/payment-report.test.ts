import { describe, expect, it } from "vitest"
import { loadResult } from "./load-result.fixture.js"
import { renderPaymentSection, replacePaymentSection } from "./payment-report.js"
import { paidWatcher, type PaymentLoads } from "./payment-scenarios.js"
import { renderReport, verdicts, type BenchReport } from "./report.js"

const result = (p95: number, errors = 0) => loadResult(2, p95, errors, 50)
const payment = (capturedTwice = 0): PaymentLoads => ({
  placeToPaid: result(9000, 2),
  placeOrder: result(7000),
  prepared: 100,
  capturedTwice,
  loadBefore: [3.1, 2.5, 2],
  loadAfter: [6, 4.25, 3],
})

describe("place order to paid in the report", () => {
  it("records both measures with their percentiles, the load and that each order was paid once, without a verdict", () => {
    const report: BenchReport = {
      date: new Date("2026-11-25T07:00:00Z"),
      medusaCaching: false,
      products: 10_000,
      generationSeconds: null,
      loads: [],
      cart: null,
      payment: payment(),
      pages: [],
      loadAverage: [1, 1, 1],
    }
    const text = renderReport(report)
    expect(text).toContain("## Mobile money: place order to paid, 20 shoppers at a time")
    expect(text).toContain("| place order → paid (capture written) | 100 | 2 | 2.0 | 4500.0 ms | 9000.0 ms | 10800.0 ms | 13500.0 ms |")
    expect(text).toContain("| place order alone: `POST /store/carts/:id/complete` (push sent) | 100 | 0 | 2.0 | 3500.0 ms | 7000.0 ms |")
    expect(text).toContain("at the start of this scenario 3.10, 2.50, 2.00, at its end 6.00, 4.25, 3.00")
    expect(text).toContain("Orders captured more than once: 0 (each order paid exactly once)")
    expect(verdicts(report)).toEqual([])
  })

  it("calls a second capture a bug, and says when nothing was measured", () => {
    expect(renderPaymentSection(payment(1)).join("\n")).toContain("Orders captured more than once: 1 — **a bug")
    expect(renderPaymentSection(null).join("\n")).toContain("Not measured in this run")
  })
})

describe("paidWatcher", () => {
  it("answers each order's capture time from one shared query, and null once its time is up", async () => {
    const paidAt = new Date("2026-11-25T07:00:01Z")
    const asked: string[][] = []
    let polls = 0
    const client = {
      query: async (_sql: string, [ids]: [string[]]) => {
        asked.push([...ids].sort())
        polls++
        return { rows: polls >= 2 && ids.includes("order_paid") ? [{ order_id: "order_paid", paid_at: paidAt }] : [] }
      },
    }
    const watcher = paidWatcher(client as never, 5)
    const [paid, never] = await Promise.all([watcher.paidAt("order_paid", 1_000), watcher.paidAt("order_unpaid", 30)])
    expect(paid).toEqual(paidAt)
    expect(never).toBeNull()
    // Both orders in one query while both were awaited, never one query per order.
    expect(asked[0]).toEqual(["order_paid", "order_unpaid"])
  })
})

describe("npm run bench -- payment", () => {
  const section = ["## Mobile money: place order to paid, 20 shoppers at a time", "", "| table |", ""]
  const date = new Date("2026-11-25T07:10:00Z")

  it("replaces the previous mobile-money section and keeps every other one", () => {
    const report = "# Benchmarks\n\n## Cart\n\ncart\n\n## Mobile money: old\n\nold figures\n\n## JavaScript shipped\n\njs\n"
    const next = replacePaymentSection(report, section, date)
    expect(next).toBe(
      "# Benchmarks\n\n## Cart\n\ncart\n\n## Mobile money: place order to paid, 20 shoppers at a time\n\n" +
        "Measured alone (`npm run bench -- payment`) on 2026-11-25 07:10 UTC; the other sections are from the last full run (dated at the top).\n\n| table |\n\n" +
        "## JavaScript shipped\n\njs\n"
    )
    expect(replacePaymentSection(next, section, date)).toBe(next)
  })

  it("puts a first section before the JavaScript one", () => {
    const next = replacePaymentSection("# Benchmarks\n\n## Cart\n\ncart\n\n## JavaScript shipped\n\njs\n", section, date)
    expect(next.indexOf("## Mobile money")).toBeGreaterThan(next.indexOf("## Cart"))
    expect(next.indexOf("## Mobile money")).toBeLessThan(next.indexOf("## JavaScript shipped"))
  })
})
