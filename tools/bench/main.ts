import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { backendWorkDir } from "../launcher/backend.js"
import { readLauncherConfig, REPO_ROOT } from "../launcher/config.js"
import { run } from "../launcher/processes.js"
import { startStack, type RunningStack } from "../launcher/stack.js"
import { runCartScenarios } from "./cart-scenarios.js"
import { measureJsWeight } from "./js-weight.js"
import { lighthouseVersion, runLighthouse } from "./lighthouse.js"
import { renderLighthouseSection, replaceLighthouseSection, type LighthousePage } from "./lighthouse-report.js"
import { runLoad } from "./load.js"
import { runPagesBench } from "./pages.js"
import { renderPaymentSection, replacePaymentSection } from "./payment-report.js"
import { runPaymentScenario } from "./payment-scenarios.js"
import { runPurchaseBench } from "./purchase.js"
import { BUDGET, NOTES_MARKER, renderReport, verdicts, type BenchReport } from "./report.js"
import { replaceSection } from "./report-section.js"
import { SCENARIOS } from "./scenarios.js"
import { runSearchEngines, SEARCH_ENGINES_HEADING } from "./search-engines.js"
import { waitForSearchIndexes } from "./search-ready.js"

/**
 * `npm run bench`: the shop on its own ports and data folder (production builds), 10,000 products,
 * then the search load test, add to cart, order placement, place order to paid (MTN, approved at once), and the JavaScript weight of the shop and product pages, written to
 * docs/benchmarks.md. Only localhost is contacted; every loop is bounded.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const MAX_REQUESTS = 3000
const MAX_SECONDS = 30
const REPORT = path.join(REPO_ROOT, "docs", "benchmarks.md")
const MEDUSA_CLI = path.join(REPO_ROOT, "node_modules", "@medusajs", "cli", "cli.js")
const log = (line: string) => console.log(`[bench] ${line}`)

async function main() {
  // Starts its own shops (and a baseline's), on the seed catalogue.
  if (process.argv[2] === "purchase") {
    process.exitCode = await runPurchaseBench(process.argv.slice(3), log)
    return
  }
  // Starts its own shop and the baseline's (default `main`), on the seed catalogue.
  if (process.argv[2] === "pages") {
    process.exitCode = await runPagesBench(process.argv.slice(3), log)
    return
  }
  const config = readLauncherConfig("start", {
    ...process.env,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? ".data/bench",
    BACKEND_PORT: process.env.BENCH_BACKEND_PORT ?? "9400",
    SIMULATORS_PORT: process.env.BENCH_SIMULATORS_PORT ?? "0",
    STOREFRONT_PORT: process.env.BENCH_STOREFRONT_PORT ?? "3400",
    EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? "54359",
  })
  // The launcher's embedded database (tools/launcher/database.ts) unless DATABASE_URL is set.
  const databaseUrl = config.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/dreamshade`
  if (process.argv[2] === "lighthouse") return lighthouseOnly(config)
  const stack = await startStack(config, (line) => log(`stack: ${line}`), { quiet: true })
  try {
    const { backendUrl, storefrontUrl } = stack
    if (process.argv[2] === "payment") return await paymentOnly(stack, databaseUrl)
    const { headers, products, generationSeconds } = await prepareCatalogue(stack, config, databaseUrl)
    if (process.argv[2] === "search-engines") {
      const rebuildOurs = () => medusaExec(config, databaseUrl, "./src/scripts/rebuild-catalogue-search.js")
      return await searchEnginesOnly({ stack, headers, databaseUrl, products, rebuildOurs })
    }

    log("Warming up…")
    // Requests like the measured ones (results, documents, facets), but other URLs: the server
    // reaches its steady state (compiled code, index rows and documents held) without any of the
    // measured answers being cached already.
    for (const scenario of SCENARIOS) {
      await runLoad({ url: (i) => backendUrl + scenario.path(MAX_REQUESTS + i), headers, concurrency: 4, maxRequests: 100, maxSeconds: 20 })
    }
    const loadAverage = os.loadavg()
    const loads = []
    for (const scenario of SCENARIOS) {
      log(`Load: ${scenario.name}…`)
      const result = await runLoad({
        url: (i) => backendUrl + scenario.path(i),
        headers,
        concurrency: BUDGET.concurrency,
        maxRequests: MAX_REQUESTS,
        maxSeconds: MAX_SECONDS,
      })
      log(`  ${result.requests} requests, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`)
      loads.push({ scenario, result })
    }
    const cart = await runCartScenarios({ backendUrl, headers }, log)
    const payment = stack.simulatorsUrl
      ? await runPaymentScenario({ backendUrl, headers }, { simulatorsUrl: stack.simulatorsUrl, databaseUrl }, log)
      : null

    const handle = (await (await fetch(`${backendUrl}/storefront/catalogue/search?limit=1&sort=best_selling`, { headers })).json())
      .products[0].handle as string
    const pages = [
      { name: "`/shop`", weight: await measureJsWeight(`${storefrontUrl}/shop`) },
      { name: `\`/product/${handle}/details\``, weight: await measureJsWeight(`${storefrontUrl}/product/${handle}/details`) },
    ]
    for (const page of pages) {
      log(`JS ${page.name}: ${page.weight.status === 200 ? `${(page.weight.gzipBytes / 1024).toFixed(1)} kB gzip` : `HTTP ${page.weight.status}`}`)
    }

    // On unless MEDUSA_FF_CACHING says otherwise, as the backend reads it (docs/decisions/022).
    const medusaCaching = (process.env.MEDUSA_FF_CACHING ?? "true").toLowerCase() === "true"
    const report: BenchReport = { date: new Date(), medusaCaching, products, generationSeconds, loads, cart, payment, pages, loadAverage }
    fs.writeFileSync(REPORT, renderReport(report, keptNotes()))
    log(`Written to ${path.relative(REPO_ROOT, REPORT)}`)
    log(`Load average while measuring: ${loadAverage.map((v) => v.toFixed(2)).join(", ")} (${os.cpus().length} cores; other work inflates latencies)`)
    const results = verdicts(report)
    for (const verdict of results) log(`${verdict.met ? "PASS" : "FAIL"}  ${verdict.budget}: ${verdict.figure}`)
    // A missed budget is a result, not a crash: exit 2 so that scripts can tell them apart.
    if (results.some((verdict) => !verdict.met)) process.exitCode = 2
  } finally {
    await stack.stop()
  }
}

/**
 * The bench catalogue, generated up to PRODUCTS the first time (kept in the data folder), once the
 * search index serves a complete version; the publishable key's header for the shop's calls.
 */
async function prepareCatalogue(stack: RunningStack, config: ReturnType<typeof readLauncherConfig>, databaseUrl: string) {
  const { backendUrl } = stack
  await waitForSearchIndexes(databaseUrl)
  const key = (await (await fetch(`${backendUrl}/storefront/publishable-key`)).json()).publishable_key as string
  const headers = { "x-publishable-api-key": key }
  const searchCount = async () =>
    (await (await fetch(`${backendUrl}/storefront/catalogue/search?limit=1`, { headers })).json()).count as number

  let generationSeconds: number | null = null
  if ((await searchCount()) < PRODUCTS) {
    log(`Generating the catalogue up to ${PRODUCTS} products (minutes; kept in ${config.dataDir} for later runs)…`)
    const started = Date.now()
    await medusaExec(config, databaseUrl, "./src/scripts/generate-bench-catalogue.js", String(PRODUCTS))
    generationSeconds = (Date.now() - started) / 1000
  }
  const products = await searchCount()
  log(`${products} products in the search index`)
  return { headers, products, generationSeconds }
}

/** A backend script, run as the launcher does (`medusa exec` in the production build). */
function medusaExec(config: ReturnType<typeof readLauncherConfig>, databaseUrl: string, script: string, ...args: string[]) {
  return run(process.execPath, [MEDUSA_CLI, "exec", script, ...args], {
    cwd: backendWorkDir("start"),
    env: { ...process.env, ...config.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
  })
}

/** `npm run bench -- search-engines`: our search and Orama side by side; only its section of the report changes. */
async function searchEnginesOnly(context: Parameters<typeof runSearchEngines>[0]) {
  const section = await runSearchEngines(context, log)
  for (const line of section) console.log(line)
  const previous = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, "utf8") : ""
  fs.writeFileSync(REPORT, replaceSection(previous, SEARCH_ENGINES_HEADING, section))
  log(`Written to ${path.relative(REPO_ROOT, REPORT)} (its search engines section)`)
}

/** `npm run bench -- payment`: place order to paid alone, on the seed's catalogue; only its section of the report changes. */
async function paymentOnly(stack: RunningStack, databaseUrl: string) {
  if (!stack.simulatorsUrl) throw new Error("The payment bench needs the simulators (unset MTN_BASE_URL)")
  const key = (await (await fetch(`${stack.backendUrl}/storefront/publishable-key`)).json()).publishable_key as string
  const payment = await runPaymentScenario(
    { backendUrl: stack.backendUrl, headers: { "x-publishable-api-key": key } },
    { simulatorsUrl: stack.simulatorsUrl, databaseUrl },
    log
  )
  const section = renderPaymentSection(payment)
  for (const line of section) console.log(line)
  const previous = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, "utf8") : ""
  fs.writeFileSync(REPORT, replacePaymentSection(previous, section, new Date()))
  log(`Written to ${path.relative(REPO_ROOT, REPORT)} (its mobile-money section)`)
}

/**
 * `npm run bench -- lighthouse`: Lighthouse (mobile preset) on the home, listing and product pages of
 * the production build, on the seed's catalogue; only its section of the report changes.
 */
async function lighthouseOnly(config: ReturnType<typeof readLauncherConfig>) {
  const loadAverage = { start: os.loadavg()[0]!, end: 0 }
  const stack = await startStack(config, (line) => log(`stack: ${line}`), { quiet: true })
  let pages: LighthousePage[]
  try {
    const handle = await bestSellingHandle(stack.backendUrl)
    pages = await runLighthouse(stack.storefrontUrl, handle, log)
  } finally {
    await stack.stop()
  }
  loadAverage.end = os.loadavg()[0]!
  const section = renderLighthouseSection(pages, { date: new Date(), loadAverage, version: lighthouseVersion() })
  for (const line of section) console.log(line)
  const previous = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, "utf8") : ""
  fs.writeFileSync(REPORT, replaceLighthouseSection(previous, section))
  log(`Written to ${path.relative(REPO_ROOT, REPORT)} (its first paint section)`)
}

/** The product page the page scenarios measure: the best seller's. */
async function bestSellingHandle(backendUrl: string): Promise<string> {
  const key = (await (await fetch(`${backendUrl}/storefront/publishable-key`)).json()).publishable_key as string
  const search = await fetch(`${backendUrl}/storefront/catalogue/search?limit=1&sort=best_selling`, { headers: { "x-publishable-api-key": key } })
  return ((await search.json()) as { products: { handle: string }[] }).products[0]!.handle
}

/** The hand-written notes (method, history) after the marker in the previous report. */
function keptNotes() {
  const previous = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, "utf8") : ""
  const at = previous.indexOf(NOTES_MARKER)
  return at < 0 ? "" : previous.slice(at + NOTES_MARKER.length)
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
  process.exit(1)
})
