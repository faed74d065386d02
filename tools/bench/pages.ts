import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { REPO_ROOT } from "../launcher/config.js"
import { prepareBaselineTree } from "./baseline-tree.js"
import { startBenchStack, type BenchShop } from "./bench-stack.js"
import { measurePage, pagePaths, renderPageSection, replacePageSection, rssMbOfPid, type PageRun } from "./page-scenarios.js"
import { outsideVisitorCookie, returningVisitorCookie, VISITORS, visitorHeaders } from "./page-visitors.js"
import { sideBySidePorts, withCleanUps } from "./side-by-side.js"
import { parsePagesArgs, versusPath } from "./pages-args.js"
import { renderVersusLines, renderVersusSection, replaceVersusSection, type VersusRun } from "./versus-report.js"

const REPORT = path.join(REPO_ROOT, "docs", "benchmarks.md")

/**
 * `npm run bench -- pages [--baseline <ref>] [--seconds <s>]`: the home, listing and product pages
 * on this tree's shop and the baseline's (built in a temporary worktree), each page measured on
 * both in turn (baseline first), for a first visit and a returning visitor, by the bench's load and
 * by autocannon (`--baseline none`: no baseline, only beside `--versus`); with `--versus <url>`, an outside storefront on this tree's backend (Medusa's
 * Next.js starter) too, each page right after this tree's. Only its section of docs/benchmarks.md changes. Whatever happens (an error,
 * Ctrl-C), both shops stop and the worktree goes.
 */
export async function runPagesBench(argv: string[], log: (line: string) => void): Promise<number> {
  const args = parsePagesArgs(argv, process.env)
  const dataDir = path.resolve(REPO_ROOT, process.env.BENCH_DATA_DIR ?? ".data/bench-pages")
  const { ports, baselinePorts } = sideBySidePorts(process.env)
  return withCleanUps(log, "stopping the shops and removing the baseline worktree", async (cleanups) => {
    const current = await startBenchStack({ label: "this tree", root: REPO_ROOT, dataDir, ports, log })
    cleanups.push(current.stop)
    const shops = [{ shop: current, commit: describeTree() }]
    // Without a baseline (`--baseline none`), the outside storefront is the run's only comparison.
    const baselineRef = args.baseline
    if (baselineRef !== null) {
      const baselineTree = await prepareBaselineTree(REPO_ROOT, baselineRef, log, (remove) => cleanups.push(remove))
      const baseline = await startBenchStack({ label: `baseline ${baselineRef}`, root: baselineTree.root, dataDir: `${dataDir}-baseline`, ports: baselinePorts, log })
      cleanups.push(baseline.stop)
      shops.unshift({ shop: baseline, commit: baselineTree.commit.slice(0, 10) })
    }
    const prepared = []
    for (const { shop, commit } of shops) {
      const best = await bestSeller(shop)
      const returningCookie = await returningVisitorCookie(shop.storefrontUrl, best.id)
      log(`${shop.label}: up at ${shop.storefrontUrl}; product page /product/${best.handle}/details`)
      prepared.push({ shop, commit, handle: best.handle, returningCookie, run: { label: shop.label, commit, loads: [], rssMb: { backend: null, storefront: null } } as PageRun })
    }
    const versus = args.versus
    const currentPrepared = prepared[prepared.length - 1]
    const versusHandle = currentPrepared?.handle
    const versusRun: VersusRun = { label: "Medusa's Next.js starter", loads: [], rssMb: null }
    const versusShop = versus && { label: versusRun.label, storefrontUrl: versus.url, pids: { backend: current.pids.backend, storefront: versus.pid } }
    const versusCookie = versus ? await outsideVisitorCookie(versus.url, versusPath(versus, 0, "")) : ""
    if (versus) log(`${versusRun.label}: at ${versus.url}, cookie ${versusCookie || "none"}`)
    const loadStart = os.loadavg()
    // Page by page, visitor by visitor, the baseline then this tree: a busy spell falls on both.
    for (const [index] of pagePaths("").entries()) {
      for (const visitor of VISITORS) {
        for (const side of prepared) {
          const page = pagePaths(side.handle)[index]
          if (page) side.run.loads.push(await measurePage(side.shop, { ...page, visitor }, visitorHeaders(visitor, side.returningCookie), args.seconds, log))
        }
      }
      const page = pagePaths("")[index]
      if (versus && versusShop && versusHandle && page) {
        const path = versusPath(versus, index, versusHandle)
        // Its page as a browser's request after the region redirect: the cookie it set is the only one.
        const headers = { ...visitorHeaders("first visit", ""), ...(versusCookie ? { cookie: versusCookie } : {}) }
        versusRun.loads.push(await measurePage(versusShop, { page: page.page, path, visitor: "first visit" }, headers, args.seconds, log))
      }
    }
    const loadEnd = os.loadavg()
    for (const side of prepared) side.run.rssMb = { backend: rssMbOfPid(side.shop.pids.backend), storefront: rssMbOfPid(side.shop.pids.storefront) }
    versusRun.rssMb = rssMbOfPid(versus?.pid)
    const context = { date: new Date(), seconds: args.seconds, loadAverage: { start: loadStart, end: loadEnd }, cores: os.cpus().length }
    let section: string[]
    let replace: (report: string, section: string[]) => string
    if (baselineRef === null) {
      if (!versus || !currentPrepared) throw new Error("Without a baseline, this tree and --versus must be prepared")
      section = renderVersusSection(currentPrepared.run, versusRun, { url: versus.url, ...context })
      replace = replaceVersusSection
    } else {
      const [baselineSide, currentSide] = prepared
      if (!baselineSide || !currentSide) throw new Error("Both shops must be prepared")
      section = renderPageSection({ baseline: baselineSide.run, current: currentSide.run }, { ...context, baselineRef })
      if (versus) section.push(...renderVersusLines(currentSide.run, versusRun, versus.url))
      replace = replacePageSection
    }
    for (const line of section) console.log(line)
    const previous = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, "utf8") : ""
    fs.writeFileSync(REPORT, replace(previous, section))
    log(`Written to ${path.relative(REPO_ROOT, REPORT)} (its storefront pages section)`)
    return 0
  })
}

/** The product the page scenarios show and the returning visitor bought: the best seller. */
async function bestSeller(shop: BenchShop): Promise<{ id: string; handle: string }> {
  const key = (await (await fetch(`${shop.backendUrl}/storefront/publishable-key`)).json()).publishable_key as string
  const search = await fetch(`${shop.backendUrl}/storefront/catalogue/search?limit=1&sort=best_selling`, { headers: { "x-publishable-api-key": key } })
  const product = ((await search.json()) as { products: { id: string; handle: string }[] }).products[0]
  if (!product) throw new Error(`${shop.label}: the catalogue search found no product`)
  return product
}

/** This tree's commit, and whether it holds uncommitted changes (what is measured is the working tree). */
function describeTree(): string {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).trim()
  const commit = git("rev-parse", "--short=10", "HEAD")
  return git("status", "--porcelain", "--untracked-files=no") ? `${commit} with uncommitted changes` : commit
}
