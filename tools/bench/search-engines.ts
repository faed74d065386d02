import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { REPO_ROOT } from "../launcher/config.js"
import type { RunningStack } from "../launcher/stack.js"
import { runLoad, type LoadResult } from "./load.js"
import { rssMb } from "./page-scenarios.js"
import { BUDGET } from "./report.js"
import { SCENARIOS, type Scenario } from "./scenarios.js"

/**
 * `npm run bench -- search-engines`: our search provider and Orama side by side on the bench
 * catalogue (docs/decisions/007-catalogue-search.md). The same search scenarios and load generator
 * against our route and against a process answering the same queries with Orama, built from the
 * documents our index holds; then a fixed list of queries compared (accents, typos, stemming,
 * facet counts) and the lines of code of each.
 */
export const SEARCH_ENGINES_HEADING = "## Search engines: ours and Orama"
const LOAD = { concurrency: BUDGET.concurrency, maxRequests: 3000, maxSeconds: 30 }
const ORAMA_PORT = Number(process.env.BENCH_ORAMA_PORT ?? 9410)
const SEARCH_SCENARIOS = SCENARIOS.filter((scenario) => scenario.path(0).startsWith("/storefront/catalogue/search"))

export type EngineRun = {
  engine: string
  loads: { scenario: Scenario; result: LoadResult }[]
  rssMb: { indexed: number | null; afterLoad: number | null; baseline: number | null }
  buildSeconds: number | null
  buildNote: string
}

type ValueCount = { value: string | number; count: number }
/** The parts of a shop answer (either engine's) that the checks compare. */
export type Answer = {
  count: number
  products: { id: string; title: string }[]
  facets: { category: ValueCount[]; brand: ValueCount[]; skin_type: ValueCount[]; rating: ValueCount[]; price: { min: number; max: number } }
}

/** A query both engines answer, and what a correct answer shows. */
export type Check = { kind: string; query: string; locale?: string; expect: RegExp; shows: string }

export const CHECKS: Check[] = [
  { kind: "accents", query: "q=creme", expect: /crème/i, shows: "Crème" },
  { kind: "accents", query: "q=karite", expect: /karité/i, shows: "karité" },
  { kind: "typo", query: "q=sérun", expect: /s[ée]rum/i, shows: "sérum" },
  { kind: "typo", query: "q=hydratnt", expect: /hydratant/i, shows: "hydratant" },
  { kind: "French stemming", query: "q=crèmes", expect: /crème/i, shows: "Crème" },
  { kind: "French stemming", query: "q=hydratants", expect: /hydratant/i, shows: "hydratant" },
  { kind: "French stemming", query: "q=nourrissante", expect: /nourrissant/i, shows: "nourrissant" },
  { kind: "English stemming", query: "q=creams", locale: "en-US", expect: /cream/i, shows: "cream" },
  { kind: "English stemming", query: "q=brushes", locale: "en-US", expect: /brush/i, shows: "brush" },
  { kind: "prefix", query: "q=dentif", expect: /dentifrice/i, shows: "Dentifrice" },
  { kind: "two words", query: "q=creme%20karite", expect: /crème.*karité/i, shows: "Crème … karité" },
]

export const FACET_CHECKS = [
  "category=skincare&min_price=2000&max_price=20000&sort=price_asc",
  "category=makeup&category=haircare&skin_type=dry&sort=best_selling&page=2",
  "skin_type=oily&min_price=5000&sort=price_desc",
  "category=fragrance&sort=newest",
  "sort=price_asc",
  "q=serum&min_price=1000",
]

/** What differs between two answers: count, page (ids, in order) and every facet. */
export function answerDifferences(ours: Answer, theirs: Answer, comparePage: boolean): string[] {
  const differences: string[] = []
  if (ours.count !== theirs.count) differences.push(`count ${ours.count} ≠ ${theirs.count}`)
  if (comparePage && ours.products.map((p) => p.id).join() !== theirs.products.map((p) => p.id).join()) differences.push("page differs")
  for (const key of ["category", "brand", "skin_type", "rating"] as const) {
    const counts = (answer: Answer) => new Map((answer.facets[key] ?? []).map((entry) => [String(entry.value), entry.count]))
    const a = counts(ours)
    const b = counts(theirs)
    for (const value of new Set([...a.keys(), ...b.keys()])) {
      if ((a.get(value) ?? 0) !== (b.get(value) ?? 0)) differences.push(`${key} ${value}: ${a.get(value) ?? 0} ≠ ${b.get(value) ?? 0}`)
    }
  }
  const [p, q] = [ours.facets.price, theirs.facets.price]
  if (p.min !== q.min || p.max !== q.max) differences.push(`price ${p.min}–${p.max} ≠ ${q.min}–${q.max}`)
  return differences
}

/** Lines of the files under the given folders (TypeScript, tests apart), relative to the repository. */
export function countLines(folders: string[], root = REPO_ROOT) {
  const total = { code: 0, tests: 0, files: 0 }
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".ts")) {
        const lines = fs.readFileSync(full, "utf8").split("\n").filter((line) => line.trim()).length
        if (/\.(test|spec)\.ts$/.test(entry.name)) total.tests += lines
        else {
          total.code += lines
          total.files++
        }
      }
    }
  }
  for (const folder of folders) walk(path.join(root, folder))
  return total
}

export const OUR_SEARCH_CODE = ["backend/src/modules/search-typed-postgres", "backend/src/search", "backend/src/lib/search"]

type Context = {
  stack: RunningStack
  headers: Record<string, string>
  databaseUrl: string
  products: number
  /** Rebuilds our index from Medusa's data (the launcher's rebuild script). */
  rebuildOurs: () => Promise<void>
}

export async function runSearchEngines(context: Context, log: (line: string) => void): Promise<string[]> {
  const loadAverage = { start: os.loadavg()[0]!, end: 0 }
  const { stack, headers } = context
  const backend = stack.services.find((service) => service.name === "backend")

  const measure = async (engine: string, baseUrl: string) => {
    log(`${engine}: warming up…`)
    for (const scenario of SEARCH_SCENARIOS) {
      await runLoad({ url: (i) => baseUrl + scenario.path(LOAD.maxRequests + i), headers, concurrency: 4, maxRequests: 100, maxSeconds: 20 })
    }
    const loads = []
    for (const scenario of SEARCH_SCENARIOS) {
      const result = await runLoad({ url: (i) => baseUrl + scenario.path(i), headers, ...LOAD })
      log(`${engine}: ${scenario.name}: ${result.perSecond.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`)
      loads.push({ scenario, result })
    }
    return loads
  }

  const oursIndexed = rssMb(backend)
  const oursLoads = await measure("ours", stack.backendUrl)
  const ours: EngineRun = {
    engine: "ours (search-typed-postgres)",
    loads: oursLoads,
    rssMb: { indexed: oursIndexed, afterLoad: rssMb(backend), baseline: null },
    buildSeconds: null,
    buildNote: "",
  }

  const orama = await startOrama(context.databaseUrl, await salesChannelsOf(context.databaseUrl, headers["x-publishable-api-key"]!), log)
  const checks: string[] = []
  let oramaRun: EngineRun
  try {
    const built = await orama.stats()
    const oramaLoads = await measure("orama", orama.url)
    const after = await orama.stats()
    oramaRun = {
      engine: `Orama ${oramaVersion()} (tolerance ${built.tolerance})`,
      loads: oramaLoads,
      rssMb: { indexed: built.builtMb, afterLoad: after.nowMb, baseline: built.baselineMb },
      buildSeconds: built.buildMs / 1000,
      buildNote: `insert of ${built.documents} ready documents (${(built.readMs / 1000).toFixed(1)} s more to read them from our tables)`,
    }
    checks.push(...(await compareEngines(stack.backendUrl, orama.url, headers, log)))
  } finally {
    orama.stop()
  }

  log("ours: timing a full rebuild of the index…")
  const started = performance.now()
  await context.rebuildOurs()
  ours.buildSeconds = (performance.now() - started) / 1000
  ours.buildNote = "full rebuild: documents built from Medusa's data, then written (medusa exec, ≈ 14 s of it starting Medusa)"

  loadAverage.end = os.loadavg()[0]!
  const ourLines = countLines(OUR_SEARCH_CODE)
  return renderSection({ runs: [ours, oramaRun], checks, ourLines, oramaLines: adapterLines(), loadAverage, products: context.products, date: new Date() })
}

/** The lines of the Orama adapter (the engine file, without the HTTP server and bench around it). */
function adapterLines() {
  const file = fileURLToPath(new URL("./orama-engine.ts", import.meta.url))
  return fs.readFileSync(file, "utf8").split("\n").filter((line) => line.trim()).length
}

function oramaVersion() {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "node_modules", "@orama", "orama", "package.json"), "utf8")).version as string
}

async function salesChannelsOf(databaseUrl: string, token: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT l.sales_channel_id FROM publishable_api_key_sales_channel l JOIN api_key k ON k.id = l.publishable_key_id
       WHERE k.token = $1 AND l.deleted_at IS NULL`,
      [token]
    )
    return rows.map((row: { sales_channel_id: string }) => row.sales_channel_id)
  } finally {
    await client.end()
  }
}

type OramaStats = { documents: number; readMs: number; buildMs: number; baselineMb: number; builtMb: number; nowMb: number; tolerance: number }

/** The Orama server in its own process (orama-server.ts), stopped by its pid. */
async function startOrama(databaseUrl: string, salesChannelIds: string[], log: (line: string) => void) {
  const server = fileURLToPath(new URL("./orama-server.ts", import.meta.url))
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", server], {
    cwd: path.dirname(server),
    env: { ...process.env, DATABASE_URL: databaseUrl, ORAMA_PORT: String(ORAMA_PORT), SALES_CHANNEL_IDS: salesChannelIds.join(",") },
    stdio: ["ignore", "inherit", "inherit"],
  })
  const url = `http://127.0.0.1:${ORAMA_PORT}`
  const stats = async () => (await (await fetch(`${url}/stats`)).json()) as OramaStats
  const stop = () => child.kill("SIGTERM")
  log("orama: reading our documents and building its index…")
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Orama server stopped (exit ${child.exitCode})`)
    try {
      const built = await stats()
      log(`orama: ${built.documents} documents read in ${(built.readMs / 1000).toFixed(1)} s, indexed in ${(built.buildMs / 1000).toFixed(1)} s, ${built.builtMb} MB`)
      return { url, stats, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  stop()
  throw new Error("The Orama server did not answer within 300 s")
}

async function ask(baseUrl: string, query: string, headers: Record<string, string>, locale?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}/storefront/catalogue/search?${query}`, { headers: { ...headers, ...(locale ? { "x-medusa-locale": locale } : {}) } })
  if (!response.ok) throw new Error(`${baseUrl} ${query}: HTTP ${response.status}`)
  return (await response.json()) as Answer
}

/** The fixed queries asked of both engines; one report line each. */
async function compareEngines(oursUrl: string, oramaUrl: string, headers: Record<string, string>, log: (line: string) => void) {
  const lines: string[] = ["| Check | Query | Ours | Orama |", "|---|---|---|---|"]
  const verdict = (answer: Answer, check: Check) => {
    const found = answer.products.filter((product) => check.expect.test(product.title)).length
    return `${answer.count} results, ${found ? `${found} of the first page show “${check.shows}”` : `**none of the first page shows “${check.shows}”**`}`
  }
  for (const check of CHECKS) {
    const [ours, orama] = await Promise.all([ask(oursUrl, check.query, headers, check.locale), ask(oramaUrl, check.query, headers, check.locale)])
    lines.push(`| ${check.kind} | \`${decodeURIComponent(check.query)}\`${check.locale ? ` (${check.locale})` : ""} | ${verdict(ours, check)} | ${verdict(orama, check)} |`)
  }
  lines.push("", "| Facet counts for | Differences (ours ≠ Orama) |", "|---|---|")
  for (const query of FACET_CHECKS) {
    const [ours, orama] = await Promise.all([ask(oursUrl, query, headers), ask(oramaUrl, query, headers)])
    const differences = answerDifferences(ours, orama, !query.includes("q="))
    log(`facets ${query}: ${differences.length ? differences.join("; ") : "equal"}`)
    lines.push(`| \`${query}\` | ${differences.length ? differences.slice(0, 8).join("; ") + (differences.length > 8 ? ` (and ${differences.length - 8} more)` : "") : "none: count, page and facets equal"} |`)
  }
  return lines
}

type SectionInput = {
  runs: EngineRun[]
  checks: string[]
  ourLines: ReturnType<typeof countLines>
  oramaLines: number
  loadAverage: { start: number; end: number }
  products: number
  date: Date
}

export function renderSection({ runs, checks, ourLines, oramaLines, loadAverage, products, date }: SectionInput): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  return [
    SEARCH_ENGINES_HEADING,
    "",
    `Measured by \`npm run bench -- search-engines\` on ${date.toISOString().replace("T", " ").slice(0, 16)} UTC, ${products.toLocaleString("en")} products, ${LOAD.concurrency} concurrent clients, at most ${LOAD.maxRequests.toLocaleString("en")} requests or ${LOAD.maxSeconds} s per scenario after a warm-up on other URLs; load average ${loadAverage.start.toFixed(2)} at the start, ${loadAverage.end.toFixed(2)} at the end (${os.cpus().length} cores, shared). Ours is the shop route in the Medusa backend (key check, validation, 30 s answer cache); Orama answers the same queries from its own Node process, built from the documents our index holds (one index for the key's sales channel), without an answer cache.`,
    "",
    "| Engine | Scenario | Answers/s | p50 | p95 | p99 | Errors |",
    "|---|---|---:|---:|---:|---:|---:|",
    ...runs.flatMap((run) =>
      run.loads.map(({ scenario, result }) => `| ${run.engine} | ${scenario.name} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors} |`)
    ),
    "",
    "| Engine | Memory after indexing | Memory after the load | Index build |",
    "|---|---:|---:|---|",
    ...runs.map(
      (run) =>
        `| ${run.engine} | ${run.rssMb.indexed ?? "?"} MB${run.rssMb.baseline != null ? ` (${run.rssMb.baseline} MB before)` : " (the whole Medusa backend)"} | ${run.rssMb.afterLoad ?? "?"} MB | ${run.buildSeconds != null ? `${run.buildSeconds.toFixed(1)} s: ${run.buildNote}` : "—"} |`
    ),
    "",
    ...checks,
    "",
    `Lines of code (non-blank): ours ${ourLines.code} in ${ourLines.files} files (${OUR_SEARCH_CODE.map((folder) => `\`${folder}\``).join(", ")}) plus ${ourLines.tests} of tests; the Orama adapter ${oramaLines} (\`tools/bench/orama-engine.ts\`: schema, tokenizer, query mapping, disjunctive facets, answer shape), an estimate of what a provider would need before Medusa's provider interface, documents sync and tests, not a provider built here.`,
  ]
}
