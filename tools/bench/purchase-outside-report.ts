import { agrees, AGREEMENT, difference } from "./autocannon-run.js"
import type { AutocannonPostResult } from "./autocannon-posts.js"
import type { LoadResult } from "./load.js"
import { formatCpu, formatDifference, type CpuPerPage } from "./page-scenarios.js"

/**
 * Beside the purchase table: autocannon's figures for add to cart and order placement next to the
 * bench's own from the same run, and add to cart and order placement against issue 31's targets
 * (backend CPU per answer, p95 at 20 shoppers), with the request the bench sent before for comparison.
 */
export type OutsideRun = { result: AutocannonPostResult; cpuMs: CpuPerPage }

/** What this report reads of one shop's figures (a `PurchaseSide` holds it). */
export type OutsideSide = {
  label: string
  results: { addToCart: LoadResult; addToCartPrevious: LoadResult; placeOrder: LoadResult }
  cpuMsPerAnswer: { addToCart: CpuPerPage; addToCartPrevious: CpuPerPage; placeOrder: CpuPerPage }
  autocannon: { addToCart?: OutsideRun | null; placeOrder?: OutsideRun | null }
}

/** An issue-31 target: the backend's CPU per answer and the p95 at 20 shoppers, with no error. */
type Issue31Target = { id: "addToCart" | "placeOrder"; what: string; per: string; cpuMs: number; p95Ms: number; concurrency: number }
export const ISSUE_31_ADD: Issue31Target = { id: "addToCart", what: "add to cart", per: "add", cpuMs: 50, p95Ms: 1500, concurrency: 20 }
export const ISSUE_31_ORDER: Issue31Target = { id: "placeOrder", what: "order placement", per: "order", cpuMs: 150, p95Ms: 3000, concurrency: 20 }

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)} s` : `${value.toFixed(0)} ms`)
const perAnswerOf = (run: OutsideRun) => (run.result.requests > 0 && run.cpuMs.backend !== null ? run.cpuMs.backend / run.result.requests : null)

/** Several rounds' autocannon runs as one: answers a second and latencies averaged, requests and errors summed, CPU summed. */
export function poolOutside(runs: OutsideRun[]): OutsideRun | null {
  if (runs.length === 0) return null
  const mean = (pick: (run: OutsideRun) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length
  const sum = (values: (number | null)[]) => (values.includes(null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0))
  return {
    result: {
      perSecond: mean((run) => run.result.perSecond),
      p50: mean((run) => run.result.p50),
      p97_5: mean((run) => run.result.p97_5),
      p99: mean((run) => run.result.p99),
      requests: runs.reduce((total, run) => total + run.result.requests, 0),
      errors: runs.reduce((total, run) => total + run.result.errors, 0),
    },
    cpuMs: { backend: sum(runs.map((run) => run.cpuMs.backend)), storefront: sum(runs.map((run) => run.cpuMs.storefront)) },
  }
}

/** The bench's answers a second beside autocannon's, ⚠ when they differ by more than 15 %. */
export function agreementCell(bench: LoadResult, outside: OutsideRun | null | undefined): string {
  if (!outside) return "not run"
  const gap = difference(bench.perSecond, outside.result.perSecond)
  return `${formatDifference(gap)}${agrees(bench.perSecond, outside.result.perSecond) ? "" : " ⚠"}`
}

export function renderOutsideTable(sides: OutsideSide[]): string[] {
  const rows = sides.flatMap((side) =>
    (["addToCart", "placeOrder"] as const).map((id) => {
      const bench = side.results[id]
      const outside = side.autocannon[id]
      const benchCell = `${bench.perSecond.toFixed(1)}/s, p50 ${ms(bench.p50)}, p95 ${ms(bench.p95)}, ${bench.errors} err.; ${formatCpu(side.cpuMsPerAnswer[id].backend)} CPU`
      const outsideCell = outside
        ? `${outside.result.perSecond.toFixed(1)}/s, p50 ${ms(outside.result.p50)}, p97.5 ${ms(outside.result.p97_5)}, ${outside.result.errors} err.; ${formatCpu(perAnswerOf(outside))} CPU`
        : "not run"
      return `| ${id === "addToCart" ? "add to cart, 20 shoppers" : "order placement, 20 at once"} | ${side.label} | ${benchCell} | ${outsideCell} | ${agreementCell(bench, outside)} |`
    })
  )
  return [
    "| Measure | Shop | The bench's own load | autocannon, right after | autocannon ÷ bench − 1 (answers/s) |",
    "|---|---|---|---|---:|",
    ...rows,
  ]
}

export type Issue31Verdict = { measure: string; met: boolean }

/** This tree against one issue-31 target: CPU per answer by both loads, and the bench's p95 with no error. */
function targetVerdicts(side: OutsideSide, target: Issue31Target): Issue31Verdict[] {
  const cpu = side.cpuMsPerAnswer[target.id].backend
  const run = side.autocannon[target.id]
  const outside = run ? perAnswerOf(run) : null
  const result = side.results[target.id]
  return [
    { measure: `backend CPU per ${target.per} ≤ ${target.cpuMs} ms (the bench's load)`, met: cpu !== null && cpu <= target.cpuMs },
    { measure: `backend CPU per ${target.per} ≤ ${target.cpuMs} ms (autocannon's load)`, met: outside !== null && outside <= target.cpuMs },
    {
      measure: `${target.what} p95 ≤ ${ms(target.p95Ms)} at ${target.concurrency} shoppers, 0 errors`,
      met: result.requests > 0 && result.errors === 0 && result.p95 <= target.p95Ms,
    },
  ]
}

export const issue31Verdicts = (side: OutsideSide) => targetVerdicts(side, ISSUE_31_ADD)
export const issue31OrderVerdicts = (side: OutsideSide) => targetVerdicts(side, ISSUE_31_ORDER)

/** Order placement against issue 31's point 4, both shops side by side. */
export function renderIssue31OrderTable(current: OutsideSide, baseline: OutsideSide | null): string[] {
  const sides = baseline ? [baseline, current] : [current]
  const cell = (pick: (side: OutsideSide) => string) => sides.map(pick).join(" | ")
  const verdicts = issue31OrderVerdicts(current)
  const met = (index: number) => (verdicts[index]!.met ? "met" : "**missed**")
  const outside = (side: OutsideSide) => side.autocannon.placeOrder
  return [
    `| Order placement, ${ISSUE_31_ORDER.concurrency} at once (issue 31) | Target | ${sides.map((side) => side.label).join(" | ")} | Target met (this tree) |`,
    `|---|---|${sides.map(() => "---|").join("")}---|`,
    `| backend CPU per order, the bench's load | ≤ ${ISSUE_31_ORDER.cpuMs} ms | ${cell((side) => formatCpu(side.cpuMsPerAnswer.placeOrder.backend))} | ${met(0)} |`,
    `| backend CPU per order, autocannon's load | ≤ ${ISSUE_31_ORDER.cpuMs} ms | ${cell((side) => formatCpu(outside(side) ? perAnswerOf(outside(side)!) : null))} | ${met(1)} |`,
    `| p95, errors (the bench's load) | ≤ ${ms(ISSUE_31_ORDER.p95Ms)}, 0 | ${cell((side) => `${ms(side.results.placeOrder.p95)}, ${side.results.placeOrder.errors}`)} | ${met(2)} |`,
    `| p97.5, errors (autocannon's load) | — | ${cell((side) => (outside(side) ? `${ms(outside(side)!.result.p97_5)}, ${outside(side)!.result.errors}` : "not run"))} | — |`,
  ]
}

export function renderIssue31Table(current: OutsideSide, baseline: OutsideSide | null): string[] {
  const sides = baseline ? [baseline, current] : [current]
  const cpu = (side: OutsideSide) => side.cpuMsPerAnswer.addToCart.backend
  const cell = (pick: (side: OutsideSide) => string) => sides.map(pick).join(" | ")
  const verdicts = issue31Verdicts(current)
  const met = (index: number) => (verdicts[index]!.met ? "met" : "**missed**")
  const floor = (side: OutsideSide) => {
    const perAdd = cpu(side)
    return perAdd === null ? "?" : `${ms(ISSUE_31_ADD.concurrency * perAdd)} (p95 measured ${ms(side.results.addToCart.p95)})`
  }
  const previous = (side: OutsideSide) =>
    `${formatCpu(side.cpuMsPerAnswer.addToCartPrevious.backend)} CPU, ${side.results.addToCartPrevious.perSecond.toFixed(1)}/s, p95 ${ms(side.results.addToCartPrevious.p95)}, ${side.results.addToCartPrevious.errors} err.`
  return [
    `| Add to cart, ${ISSUE_31_ADD.concurrency} shoppers (issue 31) | Target | ${sides.map((side) => side.label).join(" | ")} | Target met (this tree) |`,
    `|---|---|${sides.map(() => "---|").join("")}---|`,
    `| backend CPU per add, the bench's load | ≤ ${ISSUE_31_ADD.cpuMs} ms | ${cell((side) => formatCpu(cpu(side)))} | ${met(0)} |`,
    `| backend CPU per add, autocannon's load | ≤ ${ISSUE_31_ADD.cpuMs} ms | ${cell((side) => formatCpu(side.autocannon.addToCart ? perAnswerOf(side.autocannon.addToCart) : null))} | ${met(1)} |`,
    `| p95, errors | ≤ ${ms(ISSUE_31_ADD.p95Ms)}, 0 | ${cell((side) => `${ms(side.results.addToCart.p95)}, ${side.results.addToCart.errors}`)} | ${met(2)} |`,
    `| p95 floor on one server thread: ${ISSUE_31_ADD.concurrency} × CPU per add | — | ${cell(floor)} | — |`,
    `| the bench's previous request (Medusa's default fields back, no locale) | — | ${cell(previous)} | — |`,
  ]
}

export const OUTSIDE_NOTES = [
  `- *autocannon*: the same call with the same headers right after the bench's own load, on carts of its own: for add to cart one autocannon instance per cart (one connection each, ${ISSUE_31_ADD.concurrency} at once, merged by autocannon's \`aggregateResult\`), for order placement one instance of ${ISSUE_31_ADD.concurrency} connections over a pool of carts prepared as the bench's, each completed once (an answer that is not \`type: "order"\` counts as an error). Its answers a second are its completed requests over the load's time; it gives no p95, so p97.5 stands beside the bench's p95. ⚠ marks a difference beyond ${AGREEMENT * 100} %.`,
  "- *the bench's previous request*: what the bench sent before it called the store API as the storefront does (a cart with an e-mail and a Douala address, the whole cart with its totals read back after the add, no `x-medusa-locale`), on both shops in the same run: the difference between it and the first row is the bench's change, not the code's.",
]
