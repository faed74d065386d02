import type { LoadResult } from "./load.js"
import { formatCpu, type CpuPerPage } from "./page-scenarios.js"
import { OUTSIDE_NOTES, renderIssue31OrderTable, renderIssue31Table, renderOutsideTable, type OutsideRun } from "./purchase-outside-report.js"
import { replaceSection } from "./report-section.js"

/**
 * The purchase path's table (issue "Cart and checkout fast under load"): each measure with the
 * issue's figure for today and its target, this tree's figure and, with `--baseline`, the
 * baseline's figure beside it and their ratio, both measured in the same run.
 */
export type PurchaseScenarioId = "addToCart" | "placeOrder" | "cartPage" | "checkoutPage" | "addToCartAlone" | "placeOrderAlone" | "addToCartPrevious"

type Target = { p95Ms: number; /** Answers a second at least (a multiple of today's). */ minPerSecond?: number }

export const PURCHASE_SCENARIOS: { id: PurchaseScenarioId; name: string; today: string; target: Target | null; targetText: string }[] = [
  {
    id: "addToCart",
    name: "add to cart `POST /store/carts/:id/line-items`",
    today: "4.2/s, p95 5.7 s",
    target: { p95Ms: 250, minPerSecond: 4.2 * 15 },
    targetText: "p95 ≤ 250 ms, ≥ 15× today's answers a second (63/s)",
  },
  {
    id: "placeOrder",
    name: "order placement `POST /store/carts/:id/complete` (offline payment, Douala delivery)",
    today: "2.9/s, p95 7.7 s",
    target: { p95Ms: 1000, minPerSecond: 2.9 * 5 },
    targetText: "p95 ≤ 1 s, ≥ 5× (14.5/s)",
  },
  { id: "cartPage", name: "storefront `/cart`, a shopper with 3 lines", today: "not measured", target: { p95Ms: 300 }, targetText: "p95 ≤ 300 ms" },
  { id: "checkoutPage", name: "storefront `/checkout`, signed in, 3 lines", today: "not measured", target: { p95Ms: 300 }, targetText: "p95 ≤ 300 ms" },
  { id: "addToCartAlone", name: "add to cart, one shopper alone", today: "—", target: null, targetText: "— (cost without a queue)" },
  { id: "placeOrderAlone", name: "order placement, one shopper alone", today: "—", target: null, targetText: "— (cost without a queue)" },
  {
    id: "addToCartPrevious",
    name: "add to cart as the bench asked it before (Medusa's default fields back)",
    today: "—",
    target: null,
    targetText: "— (the bench's change apart from the code's)",
  },
]

export const RSS_TARGET_MB = { backend: 500, storefront: 150 }

export type Memory = { backend: number | null; storefront: number | null }

/**
 * One shop's figures: every scenario (its rounds pooled), the CPU time each server spent per answer
 * during it, and the servers' memory after the last round.
 */
export type PurchaseSide = {
  label: string
  commit: string
  results: Record<PurchaseScenarioId, LoadResult>
  cpuMsPerAnswer: Record<PurchaseScenarioId, CpuPerPage>
  rssMb: Memory
  /** autocannon's run of the same call, right after the bench's (the 20-shopper add and order placement). */
  autocannon: { addToCart?: OutsideRun | null; placeOrder?: OutsideRun | null }
}

export type PurchaseRun = {
  date: Date
  rounds: number
  seconds: number
  concurrency: number
  cores: number
  loadAverage: { start: number[]; end: number[] }
  current: PurchaseSide
  baseline: PurchaseSide | null
  /** The ref as given to `--baseline`. */
  baselineRef: string | null
}

export const PURCHASE_HEADING = "## Purchase path"

export type PurchaseVerdict = { measure: string; met: boolean }

/** Whether this tree meets each target: p95, answers a second and no errors; memory under its ceiling. */
export function purchaseVerdicts(side: PurchaseSide): PurchaseVerdict[] {
  const verdicts = PURCHASE_SCENARIOS.filter((scenario) => scenario.target).map(({ id, name, target }) => ({
    measure: name,
    met: meetsTarget(side.results[id], target!),
  }))
  return [...verdicts, { measure: "backend RSS / storefront RSS", met: memoryMet(side.rssMb) }]
}

export function meetsTarget(result: LoadResult, target: Target): boolean {
  return result.requests > 0 && result.errors === 0 && result.p95 <= target.p95Ms && result.perSecond >= (target.minPerSecond ?? 0)
}

const memoryMet = (memory: Memory) =>
  memory.backend !== null && memory.storefront !== null && memory.backend <= RSS_TARGET_MB.backend && memory.storefront <= RSS_TARGET_MB.storefront

/** `this ÷ baseline` for answers a second, `baseline ÷ this` for p95: above 1 is better either way. */
export function ratios(current: LoadResult, baseline: LoadResult): { perSecond: string; p95: string } {
  const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)}×` : "—")
  return {
    perSecond: times(baseline.perSecond > 0 ? current.perSecond / baseline.perSecond : Number.NaN),
    p95: times(current.p95 > 0 ? baseline.p95 / current.p95 : Number.NaN),
  }
}

export function formatMs(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)} s` : `${value.toFixed(0)} ms`
}

const figure = (result: LoadResult, cpu: CpuPerPage) =>
  `${result.perSecond.toFixed(1)}/s, p50 ${formatMs(result.p50)}, p95 ${formatMs(result.p95)}, ${result.errors} err.; CPU per answer ${formatCpu(cpu.backend)} / ${formatCpu(cpu.storefront)}`
const memory = (rss: Memory) => `${rss.backend ?? "?"} MB / ${rss.storefront ?? "?"} MB`
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ")

export function renderPurchaseTable(run: Pick<PurchaseRun, "current" | "baseline">): string[] {
  const { current, baseline } = run
  const met = (ok: boolean) => (ok ? "met" : "**missed**")
  if (!baseline) {
    return [
      `| Measure | Today (issue) | Target | ${current.label} | Target met |`,
      "|---|---|---|---|---|",
      ...PURCHASE_SCENARIOS.map(({ id, name, today, target, targetText }) => {
        const result = current.results[id]
        return `| ${name} | ${today} | ${targetText} | ${figure(result, current.cpuMsPerAnswer[id])} | ${target ? met(meetsTarget(result, target)) : "—"} |`
      }),
      `| backend RSS after the bench / storefront RSS | not measured | ≤ ${RSS_TARGET_MB.backend} MB / ≤ ${RSS_TARGET_MB.storefront} MB | ${memory(current.rssMb)} | ${met(memoryMet(current.rssMb))} |`,
    ]
  }
  return [
    `| Measure | Today (issue) | Target | ${baseline.label} | ${current.label} | Answers/s: this ÷ baseline | p95: baseline ÷ this | Target met (this tree) |`,
    "|---|---|---|---|---|---:|---:|---|",
    ...PURCHASE_SCENARIOS.map(({ id, name, today, target, targetText }) => {
      const result = current.results[id]
      const ratio = ratios(result, baseline.results[id])
      return `| ${name} | ${today} | ${targetText} | ${figure(baseline.results[id], baseline.cpuMsPerAnswer[id])} | ${figure(result, current.cpuMsPerAnswer[id])} | ${ratio.perSecond} | ${ratio.p95} | ${target ? met(meetsTarget(result, target)) : "—"} |`
    }),
    `| backend RSS after the bench / storefront RSS | not measured | ≤ ${RSS_TARGET_MB.backend} MB / ≤ ${RSS_TARGET_MB.storefront} MB | ${memory(baseline.rssMb)} | ${memory(current.rssMb)} | | | ${met(memoryMet(current.rssMb))} |`,
  ]
}

/** The section of docs/benchmarks.md; `replacePurchaseSection` puts it in place of the previous one. */
export function renderPurchaseSection(run: PurchaseRun): string[] {
  const when = run.date.toISOString().replace("T", " ").slice(0, 16)
  const busy = Math.max(run.loadAverage.start[0] ?? 0, run.loadAverage.end[0] ?? 0) > run.cores
  return [
    `${PURCHASE_HEADING}: add to cart, order placement, cart and checkout pages (${run.concurrency} concurrent shoppers)`,
    "",
    `Measured by \`npm run bench -- purchase${run.baselineRef ? ` --baseline ${run.baselineRef}` : ""}\` on ${when} UTC, on the seed catalogue:` +
      ` this tree (${run.current.commit})${run.baseline ? ` and the baseline (${run.baseline.commit}) built in a worktree, each its own stack, the scenarios run on both in turn (A, B, A, B…)` : ""},` +
      ` ${run.rounds} round${run.rounds > 1 ? "s" : ""} of ${run.seconds} s per load, the rounds pooled.` +
      ` Load average (1, 5, 15 min) ${loads(run.loadAverage.start)} at the start, ${loads(run.loadAverage.end)} at the end (${run.cores} cores)` +
      (busy ? ": the machine was busier than its cores, so the figures are inflated; read the ratios, measured side by side." : "."),
    "",
    ...renderPurchaseTable(run),
    "",
    ...renderOutsideTable(run.baseline ? [run.baseline, run.current] : [run.current]),
    "",
    ...renderIssue31Table(run.current, run.baseline),
    "",
    ...renderIssue31OrderTable(run.current, run.baseline),
    "",
    `- *add to cart*: ${run.concurrency} shoppers, each its own XAF cart made as the storefront makes it (the region and the \`fr-FR\` locale), one unit per request, cycling through popular variants with stock to spare (the same few in every cart, as in a sale); each add is the storefront's call (\`?fields=id\`, \`x-medusa-locale: fr-FR\`, the SDK's JSON headers); closed loop, an error is any answer but 200.`,
    ...OUTSIDE_NOTES,
    "- *order placement*: carts prepared beforehand through the store API (e-mail, Douala address and delivery, one unit, a bank-deposit payment session: the shop has no cash on delivery, payment comes first), each completed once as the storefront's checkout does (`?fields=id`, the SDK's headers), 20 at once; a success is an answer of `type: \"order\"`. The one-shopper rows are the same calls one after the other. Its CPU is counted until the backend is quiet again (under 5 % of a core for two half-second samples), so the after-work the orders leave in the backend (e-mail, invoice number, WhatsApp update, search sync) is in it.",
    `- *pages*: ${run.concurrency} shoppers, each with a 3-line cart made through the storefront (its \`cart\` cookie) and the session cookie of one customer signed in through the storefront's login form, GET the page; an error is an answer but 200, or a page that does not hold each of the shopper's 3 cart lines.`,
    "- *CPU per answer*: the backend's, then the storefront's CPU time (user and system, `/proc/<pid>/stat`) over the load, divided by its answers. A server runs its JavaScript on one thread, so with 20 requests queued at once the p95 cannot fall below about 20 × the larger of the two on a machine with no other work.",
    "- *memory*: resident memory (`VmRSS` in `/proc`) of the backend's and the storefront's processes after the last round.",
    "",
  ]
}

export function replacePurchaseSection(report: string, section: string[]): string {
  return replaceSection(report, PURCHASE_HEADING, section)
}
