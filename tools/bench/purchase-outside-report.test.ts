import { describe, expect, it } from "vitest"
import type { LoadResult } from "./load.js"
import { loadResult } from "./load-result.fixture.js"
import {
  agreementCell,
  issue31OrderVerdicts,
  issue31Verdicts,
  poolOutside,
  renderIssue31OrderTable,
  renderIssue31Table,
  renderOutsideTable,
  type OutsideRun,
  type OutsideSide,
} from "./purchase-outside-report.js"

const outside = (perSecond: number, backendCpuMs: number | null, errors = 0): OutsideRun => ({
  result: { perSecond, p50: 400, p97_5: 900, p99: 1000, requests: perSecond * 30, errors },
  cpuMs: { backend: backendCpuMs, storefront: 0 },
})

const side = (label: string, cpuPerAdd: number, add: LoadResult, autocannon: OutsideSide["autocannon"], orders = { result: loadResult(3, 6000), cpuMs: 200 }): OutsideSide => ({
  label,
  results: { addToCart: add, addToCartPrevious: loadResult(add.perSecond / 2, add.p95 * 2), placeOrder: orders.result },
  cpuMsPerAnswer: {
    addToCart: { backend: cpuPerAdd, storefront: 0 },
    addToCartPrevious: { backend: cpuPerAdd * 1.5, storefront: 0 },
    placeOrder: { backend: orders.cpuMs, storefront: 0 },
  },
  autocannon,
})

describe("autocannon beside the bench (purchase path)", () => {
  it("flags a difference in answers a second beyond 15 %, either way", () => {
    expect(agreementCell(loadResult(10, 1000), outside(11, 0))).toBe("+10 %")
    expect(agreementCell(loadResult(10, 1000), outside(8, 0))).toBe("−20 % ⚠")
    expect(agreementCell(loadResult(10, 1000), outside(11.6, 0))).toBe("+16 % ⚠")
    expect(agreementCell(loadResult(10, 1000), null)).toBe("not run")
  })

  it("shows both loads for add to cart and order placement on each shop, with autocannon's CPU per answer", () => {
    const baseline = side("baseline main", 150, loadResult(2, 16_000), { addToCart: outside(2.1, 150 * 63), placeOrder: null })
    const current = side("this tree", 40, loadResult(20, 1200), { addToCart: outside(15, 40 * 450), placeOrder: outside(3.3, 200 * 99) })
    const table = renderOutsideTable([baseline, current]).join("\n")
    expect(table).toContain("| add to cart, 20 shoppers | baseline main | 2.0/s, p50 8.0 s, p95 16 s, 0 err.; 150.0 ms CPU | 2.1/s, p50 400 ms, p97.5 900 ms, 0 err.; 150.0 ms CPU | +5 % |")
    expect(table).toContain("| add to cart, 20 shoppers | this tree | 20.0/s, p50 600 ms, p95 1.2 s, 0 err.; 40.0 ms CPU | 15.0/s, p50 400 ms, p97.5 900 ms, 0 err.; 40.0 ms CPU | −25 % ⚠ |")
    expect(table).toContain("| order placement, 20 at once | baseline main | 3.0/s, p50 3.0 s, p95 6.0 s, 0 err.; 200.0 ms CPU | not run | not run |")
    expect(table).toContain("| order placement, 20 at once | this tree | 3.0/s, p50 3.0 s, p95 6.0 s, 0 err.; 200.0 ms CPU | 3.3/s, p50 400 ms, p97.5 900 ms, 0 err.; 200.0 ms CPU | +10 % |")
  })

  it("judges issue 31's add to cart targets: CPU per add by both loads, p95 with no error", () => {
    const met = side("this tree", 45, loadResult(20, 1400), { addToCart: outside(20, 48 * 600) })
    expect(issue31Verdicts(met).map((verdict) => verdict.met)).toEqual([true, true, true])
    const slowOutside = side("this tree", 45, loadResult(20, 1400), { addToCart: outside(20, 55 * 600) })
    expect(issue31Verdicts(slowOutside).map((verdict) => verdict.met)).toEqual([true, false, true])
    const oneError = side("this tree", 45, loadResult(20, 1400, 1), { addToCart: outside(20, 48 * 600) })
    expect(issue31Verdicts(oneError).map((verdict) => verdict.met)).toEqual([true, true, false])
    const noAutocannon = side("this tree", 51, loadResult(20, 1600), {})
    expect(issue31Verdicts(noAutocannon).map((verdict) => verdict.met)).toEqual([false, false, false])
  })

  it("puts the CPU floor (20 × CPU per add) beside the measured p95, and the bench's previous request", () => {
    const baseline = side("baseline main", 150, loadResult(2, 16_000), { addToCart: outside(2, 150 * 60) })
    const current = side("this tree", 40, loadResult(20, 4000), { addToCart: outside(20, 40 * 600) })
    const table = renderIssue31Table(current, baseline).join("\n")
    expect(table).toContain("| Add to cart, 20 shoppers (issue 31) | Target | baseline main | this tree | Target met (this tree) |")
    expect(table).toContain("| backend CPU per add, the bench's load | ≤ 50 ms | 150.0 ms | 40.0 ms | met |")
    expect(table).toContain("| p95, errors | ≤ 1.5 s, 0 | 16 s, 0 | 4.0 s, 0 | **missed** |")
    expect(table).toContain("| p95 floor on one server thread: 20 × CPU per add | — | 3.0 s (p95 measured 16 s) | 800 ms (p95 measured 4.0 s) | — |")
    expect(table).toContain("| the bench's previous request (Medusa's default fields back, no locale) | — | 225.0 ms CPU, 1.0/s, p95 32 s, 0 err. | 60.0 ms CPU, 10.0/s, p95 8.0 s, 0 err. | — |")
  })

  it("judges issue 31's order placement targets: CPU per order by both loads, p95 with no error", () => {
    const orders = (cpuMs: number, p95: number, errors = 0) => ({ result: loadResult(7, p95, errors), cpuMs })
    const met = side("this tree", 30, loadResult(30, 700), { placeOrder: outside(7, 140 * 210) }, orders(145, 2900))
    expect(issue31OrderVerdicts(met).map((verdict) => verdict.met)).toEqual([true, true, true])
    const slowOutside = side("this tree", 30, loadResult(30, 700), { placeOrder: outside(7, 160 * 210) }, orders(145, 2900))
    expect(issue31OrderVerdicts(slowOutside).map((verdict) => verdict.met)).toEqual([true, false, true])
    const slowTail = side("this tree", 30, loadResult(30, 700), { placeOrder: outside(7, 140 * 210) }, orders(145, 3100))
    expect(issue31OrderVerdicts(slowTail).map((verdict) => verdict.met)).toEqual([true, true, false])
    const oneError = side("this tree", 30, loadResult(30, 700), { placeOrder: outside(7, 140 * 210) }, orders(145, 2900, 1))
    expect(issue31OrderVerdicts(oneError).map((verdict) => verdict.met)).toEqual([true, true, false])
    expect(issue31OrderVerdicts(side("this tree", 30, loadResult(30, 700), {}, orders(151, 2900))).map((verdict) => verdict.met)).toEqual([false, false, true])

    const baseline = side("baseline main", 90, loadResult(11, 2100), { placeOrder: outside(6.7, 158 * 201) }, orders(170.4, 3490))
    const table = renderIssue31OrderTable(met, baseline).join("\n")
    expect(table).toContain("| Order placement, 20 at once (issue 31) | Target | baseline main | this tree | Target met (this tree) |")
    expect(table).toContain("| backend CPU per order, the bench's load | ≤ 150 ms | 170.4 ms | 145.0 ms | met |")
    expect(table).toContain("| backend CPU per order, autocannon's load | ≤ 150 ms | 158.0 ms | 140.0 ms | met |")
    expect(table).toContain("| p95, errors (the bench's load) | ≤ 3.0 s, 0 | 3.5 s, 0 | 2.9 s, 0 | met |")
    expect(table).toContain("| p97.5, errors (autocannon's load) | — | 900 ms, 0 | 900 ms, 0 | — |")
  })

  it("pools rounds: answers a second averaged, requests, errors and CPU summed", () => {
    const pooled = poolOutside([outside(10, 300, 1), outside(20, 600)])!
    expect(pooled.result.perSecond).toBe(15)
    expect(pooled.result.requests).toBe(900)
    expect(pooled.result.errors).toBe(1)
    expect(pooled.cpuMs.backend).toBe(900)
    expect(poolOutside([outside(10, null), outside(20, 600)])!.cpuMs.backend).toBeNull()
    expect(poolOutside([])).toBeNull()
  })
})
