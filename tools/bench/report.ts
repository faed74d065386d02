import os from "node:os"
import { renderCartSection } from "./cart-report.js"
import type { CartLoads } from "./cart-scenarios.js"
import type { JsWeight } from "./js-weight.js"
import type { LoadResult } from "./load.js"
import { renderPaymentSection } from "./payment-report.js"
import type { PaymentLoads } from "./payment-scenarios.js"
import type { Scenario } from "./scenarios.js"

export const BUDGET = { p95Ms: 100, concurrency: 20, jsGzipKb: 160 }

export type BenchReport = {
  date: Date
  /** Medusa's Caching Module on (the default; `MEDUSA_FF_CACHING=false` turns it off). */
  medusaCaching: boolean
  products: number
  generationSeconds: number | null
  loads: { scenario: Scenario; result: LoadResult }[]
  /** Add to cart and order placement: recorded, no budget. */
  cart: CartLoads | null
  /** Place order to paid with MTN, approved at once: recorded, no budget. */
  payment: PaymentLoads | null
  pages: { name: string; weight: JsWeight | null }[]
  loadAverage: number[]
}

/** Everything below this line in docs/benchmarks.md is kept from one run to the next. */
export const NOTES_MARKER = "<!-- Notes below are kept by npm run bench. -->"

export type Verdict = { budget: string; met: boolean; figure: string }

/** One verdict per budget: every filtered shop scenario's p95, and each page's JavaScript. */
export function verdicts(report: Pick<BenchReport, "loads" | "pages">): Verdict[] {
  return [
    ...report.loads
      .filter(({ scenario }) => scenario.budgeted)
      .map(({ scenario, result }) => ({
        budget: `search p95 < ${BUDGET.p95Ms} ms at ${BUDGET.concurrency} concurrent: ${scenario.name}`,
        met: result.p95 < BUDGET.p95Ms && result.errors === 0,
        figure: `p95 ${ms(result.p95)}${result.errors ? `, ${result.errors} errors` : ""}`,
      })),
    ...report.pages.map(({ name, weight }) => ({
      budget: `JavaScript <= ${BUDGET.jsGzipKb} kB gzip: ${name}`,
      met: weight?.status === 200 && weight.gzipBytes <= BUDGET.jsGzipKb * 1024,
      figure: weight?.status === 200 ? `${kb(weight.gzipBytes)} gzip` : `HTTP ${weight?.status ?? "?"}`,
    })),
  ]
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

export function renderReport(report: BenchReport, notes = ""): string {
  const cpus = os.cpus()
  const lines = [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (tools/bench). Numbers from the last run; rerun after changes to search,",
    "the shop page, the product page, the cart, the checkout or the payments.",
    "",
    `- Date: ${report.date.toISOString().replace("T", " ").slice(0, 16)} UTC`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
    `- Load average when measuring: ${report.loadAverage.map((v) => v.toFixed(2)).join(", ")} (other work on the machine inflates latencies)`,
    `- Stack: production builds (\`medusa start\`, the storefront's \`server.js\`), embedded PostgreSQL 17, one backend process, no Redis`,
    `- Medusa's Caching Module (\`MEDUSA_FF_CACHING\`): ${report.medusaCaching ? "on (in memory, the default)" : "off"}`,
    `- Catalogue: ${report.products.toLocaleString("en")} published products (the seed plus generated ones)` +
      (report.generationSeconds != null ? `, generated in ${Math.round(report.generationSeconds)} s` : ""),
    "",
    `## Shop search: \`GET /storefront/catalogue/search\`, ${BUDGET.concurrency} concurrent clients`,
    "",
    `Budget: p95 under ${BUDGET.p95Ms} ms for a filtered shop query. Each client sends its next request when`,
    "the previous one answered (closed loop, kept-alive connections, from the same machine).",
    "",
    "| Scenario | Requests | Errors | Req/s | p50 | p95 | p99 | max | Budget |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ...report.loads.map(({ scenario, result }) =>
      `| ${scenario.name} | ${result.requests} | ${result.errors} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.max)} | ${scenario.budgeted ? (result.p95 < BUDGET.p95Ms && !result.errors ? "met" : "**missed**") : "—"} |`
    ),
    "",
    ...report.loads.map(({ scenario }) => `- *${scenario.name}*: ${scenario.description}.`),
    "",
    "How to read it: shop answers are cached for 30 s and dropped whenever the index changes",
    "(docs/decisions/007-catalogue-search.md), so the repeated page is what a popular shop page costs,",
    "and the all-different rows are the worst case, every answer computed in PostgreSQL. One Node",
    "process serves everything; the platform floor row is Medusa's own cost per store call here.",
    "",
    ...renderCartSection(report.cart),
    ...renderPaymentSection(report.payment),
    `## JavaScript shipped (gzip), budget ${BUDGET.jsGzipKb} kB per page`,
    "",
    "Every `<script src>`, `<link rel=\"modulepreload\">` and module path quoted in an inline script (the storefront",
    "starts its modules after the first paint, docs/decisions/030) of the server-rendered HTML, fetched and gzipped",
    "(level 6). Inline scripts (hydration data, translations) are counted apart.",
    "",
    "| Page | JavaScript files | gzip | Inline scripts (gzip) | Budget |",
    "|---|---:|---:|---:|---|",
    ...report.pages.map(({ name, weight }) =>
      weight && weight.status === 200
        ? `| ${name} | ${weight.files.length} | ${kb(weight.gzipBytes)} | ${kb(weight.inlineGzipBytes)} | ${weight.gzipBytes <= BUDGET.jsGzipKb * 1024 ? "met" : "**missed**"} |`
        : `| ${name} | — | not built yet${weight ? ` (HTTP ${weight.status})` : ""} | — | — |`
    ),
    "",
    ...report.pages.flatMap(({ name, weight }) =>
      weight?.status === 200
        ? [`Largest files of ${name}: ${weight.files.slice(0, 5).map((f) => `\`${f.path}\` ${kb(f.gzipBytes)}`).join(", ")}.`, ""]
        : []
    ),
    "## Verdict",
    "",
    ...verdicts(report).map((v) => `- ${v.met ? "met" : "**missed**"}: ${v.budget} (${v.figure})`),
    "",
    NOTES_MARKER,
    notes.trim(),
  ]
  return `${lines.join("\n").trimEnd()}\n`
}
