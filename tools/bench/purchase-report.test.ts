import { describe, expect, it } from "vitest"
import type { LoadResult } from "./load.js"
import { loadResult } from "./load-result.fixture.js"
import {
  formatMs,
  PURCHASE_SCENARIOS,
  purchaseVerdicts,
  ratios,
  renderPurchaseSection,
  renderPurchaseTable,
  replacePurchaseSection,
  type PurchaseRun,
  type PurchaseScenarioId,
  type PurchaseSide,
} from "./purchase-report.js"

// CPU per answer: the backend's 8 ms for each scenario, the storefront's 12 ms for a page, unread for an add.
const cpuMsPerAnswer = Object.fromEntries(
  PURCHASE_SCENARIOS.map(({ id }) => [id, { backend: 8, storefront: id.endsWith("Page") ? 12 : id === "addToCart" ? null : 0 }])
) as PurchaseSide["cpuMsPerAnswer"]

const side = (label: string, figures: Record<PurchaseScenarioId, LoadResult>, rssMb = { backend: 450, storefront: 120 }): PurchaseSide => ({
  label,
  commit: "abc1234567",
  results: figures,
  cpuMsPerAnswer,
  rssMb,
  autocannon: {},
})

const today = side("baseline main", {
  addToCart: loadResult(4.2, 5700),
  placeOrder: loadResult(2.9, 7700),
  cartPage: loadResult(40, 800),
  checkoutPage: loadResult(20, 1500, 2),
  addToCartAlone: loadResult(10, 120),
  placeOrderAlone: loadResult(5, 300),
  addToCartPrevious: loadResult(3, 7000),
})
const faster = side("this tree", {
  addToCart: loadResult(84, 200),
  placeOrder: loadResult(14.5, 1000),
  cartPage: loadResult(120, 250),
  checkoutPage: loadResult(60, 310),
  addToCartAlone: loadResult(40, 30),
  placeOrderAlone: loadResult(12, 90),
  addToCartPrevious: loadResult(60, 300),
})

const run = (baseline: PurchaseSide | null, loadEnd = 1.5): PurchaseRun => ({
  date: new Date("2026-11-26T07:00:00Z"),
  rounds: baseline ? 2 : 1,
  seconds: 30,
  concurrency: 20,
  cores: 2,
  loadAverage: { start: [1.2, 1, 0.9], end: [loadEnd, 1.1, 1] },
  current: faster,
  baseline,
  baselineRef: baseline ? "main" : null,
})

describe("the purchase path's table", () => {
  it("gives each measure with today's figure, its target and whether this tree meets it", () => {
    const table = renderPurchaseTable(run(null)).join("\n")
    expect(table).toContain(
      "| add to cart `POST /store/carts/:id/line-items` | 4.2/s, p95 5.7 s | p95 ≤ 250 ms, ≥ 15× today's answers a second (63/s) | 84.0/s, p50 100 ms, p95 200 ms, 0 err.; CPU per answer 8.0 ms / ? | met |"
    )
    // Exactly on the line is met: p95 ≤ 1 s and 5 × 2.9/s.
    expect(table).toContain("| 14.5/s, p50 500 ms, p95 1.0 s, 0 err.; CPU per answer 8.0 ms / 0.0 ms | met |")
    expect(table).toContain("| storefront `/checkout`, signed in, 3 lines | not measured | p95 ≤ 300 ms | 60.0/s, p50 155 ms, p95 310 ms, 0 err.; CPU per answer 8.0 ms / 12.0 ms | **missed** |")
    expect(table).toContain("| backend RSS after the bench / storefront RSS | not measured | ≤ 500 MB / ≤ 150 MB | 450 MB / 120 MB | met |")
    expect(table).toContain("| add to cart, one shopper alone | — | — (cost without a queue) | 40.0/s, p50 15 ms, p95 30 ms, 0 err.; CPU per answer 8.0 ms / 0.0 ms | — |")
  })

  it("puts the baseline beside this tree with both ratios, better above 1", () => {
    const table = renderPurchaseTable(run(today)).join("\n")
    expect(table).toContain("| Measure | Today (issue) | Target | baseline main | this tree | Answers/s: this ÷ baseline | p95: baseline ÷ this | Target met (this tree) |")
    expect(table).toContain("| 4.2/s, p50 2.9 s, p95 5.7 s, 0 err.; CPU per answer 8.0 ms / ? | 84.0/s, p50 100 ms, p95 200 ms, 0 err.; CPU per answer 8.0 ms / ? | 20.0× | 28.5× | met |")
    expect(table).toContain(
      "| 20.0/s, p50 750 ms, p95 1.5 s, 2 err.; CPU per answer 8.0 ms / 12.0 ms | 60.0/s, p50 155 ms, p95 310 ms, 0 err.; CPU per answer 8.0 ms / 12.0 ms | 3.00× | 4.84× | **missed** |"
    )
    expect(table).toContain("| 450 MB / 120 MB | 450 MB / 120 MB | | | met |")
  })

  it("computes ratios and says so when there is nothing to divide by", () => {
    expect(ratios(loadResult(30, 100), loadResult(10, 400))).toEqual({ perSecond: "3.00×", p95: "4.00×" })
    expect(ratios(loadResult(30, 100), loadResult(0, 400)).perSecond).toBe("—")
    expect(ratios({ ...loadResult(0, 0), requests: 0 }, loadResult(10, 400)).p95).toBe("—")
  })

  it("writes times in ms under a second and in seconds above", () => {
    expect([formatMs(249.6), formatMs(1000), formatMs(7710), formatMs(12_400)]).toEqual(["250 ms", "1.0 s", "7.7 s", "12 s"])
  })
})

describe("the purchase path's verdicts", () => {
  it("misses a target on any error, a slow p95, too few answers a second, or memory over its ceiling", () => {
    const verdicts = (figures: Partial<Record<PurchaseScenarioId, LoadResult>>, rssMb = { backend: 450, storefront: 120 }) =>
      purchaseVerdicts(side("x", { ...faster.results, ...figures }, rssMb)).filter((verdict) => !verdict.met).map((verdict) => verdict.measure)
    const checkout = PURCHASE_SCENARIOS.find((scenario) => scenario.id === "checkoutPage")!.name
    expect(verdicts({ checkoutPage: loadResult(60, 300) })).toEqual([])
    expect(verdicts({ checkoutPage: loadResult(60, 300, 1) })).toEqual([checkout])
    expect(verdicts({ checkoutPage: loadResult(60, 300), addToCart: loadResult(62, 200) })).toEqual([PURCHASE_SCENARIOS[0]!.name])
    expect(verdicts({ checkoutPage: loadResult(60, 300) }, { backend: 501, storefront: 120 })).toEqual(["backend RSS / storefront RSS"])
    expect(verdicts({ checkoutPage: loadResult(60, 300) }, { backend: 450, storefront: null as unknown as number })).toEqual(["backend RSS / storefront RSS"])
  })
})

describe("the purchase path's section", () => {
  it("names the command, both commits, the rounds and the load average, and warns when the machine was busy", () => {
    const quiet = renderPurchaseSection(run(today)).join("\n")
    expect(quiet).toContain("Measured by `npm run bench -- purchase --baseline main` on 2026-11-26 07:00 UTC")
    expect(quiet).toContain("this tree (abc1234567) and the baseline (abc1234567) built in a worktree")
    expect(quiet).toContain("2 rounds of 30 s per load")
    expect(quiet).toContain("Load average (1, 5, 15 min) 1.20, 1.00, 0.90 at the start, 1.50, 1.10, 1.00 at the end (2 cores).")
    expect(renderPurchaseSection(run(today, 6)).join("\n")).toContain("busier than its cores, so the figures are inflated; read the ratios")
    expect(renderPurchaseSection(run(null)).join("\n")).toContain("Measured by `npm run bench -- purchase` on")
  })

  it("replaces its own section and keeps the rest of the report", () => {
    const report = "# Benchmarks\n\n## Purchase path: old\n\nold\n\n## JavaScript shipped\n\nkept\n"
    expect(replacePurchaseSection(report, ["## Purchase path: new", "", "new"])).toBe("# Benchmarks\n\n## Purchase path: new\n\nnew\n\n## JavaScript shipped\n\nkept\n")
  })
})
