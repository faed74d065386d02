import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { REPO_ROOT } from "../launcher/config.js"
import { prepareBaselineTree } from "./baseline-tree.js"
import { startBenchStack, type BenchShop } from "./bench-stack.js"
import type { LoadResult } from "./load.js"
import { poolResults } from "./load.js"
import { formatCpu, perAnswer, rssMbOfPid, type CpuPerPage } from "./page-scenarios.js"
import { sideBySidePorts, withCleanUps } from "./side-by-side.js"
import { parsePurchaseArgs } from "./purchase-args.js"
import {
  PURCHASE_SCENARIOS,
  purchaseVerdicts,
  renderPurchaseSection,
  replacePurchaseSection,
  type PurchaseRun,
  type PurchaseScenarioId,
  type PurchaseSide,
} from "./purchase-report.js"
import { issue31OrderVerdicts, issue31Verdicts, poolOutside, type OutsideRun } from "./purchase-outside-report.js"
import { PURCHASE_BENCH, prepareShop, runPurchaseScenario, type PreparedShop, type ScenarioRun } from "./purchase-scenarios.js"

const REPORT = path.join(REPO_ROOT, "docs", "benchmarks.md")
/** The order the scenarios run in: one shopper alone first (no queue), then 20 at once, then the pages. */
const ORDER: PurchaseScenarioId[] = ["addToCartAlone", "placeOrderAlone", "addToCart", "addToCartPrevious", "placeOrder", "cartPage", "checkoutPage"]

/**
 * `npm run bench -- purchase [--baseline <ref>]`: the purchase path on this tree's shop and, with a
 * baseline, on that ref's shop built in a temporary worktree, each scenario run on both in turn.
 * Whatever happens (an error, Ctrl-C), both shops stop and the worktree goes. Answers the exit
 * code: 0, or 2 when a target is missed.
 */
export async function runPurchaseBench(argv: string[], log: (line: string) => void): Promise<number> {
  const args = parsePurchaseArgs(argv, process.env)
  const dataDir = path.resolve(REPO_ROOT, process.env.BENCH_DATA_DIR ?? ".data/bench-purchase")
  const { ports, baselinePorts } = sideBySidePorts(process.env)
  return withCleanUps(log, `stopping the shops${args.baseline ? " and removing the baseline worktree" : ""}`, async (cleanups) => {
    const baselineTree = args.baseline ? await prepareBaselineTree(REPO_ROOT, args.baseline, log, (remove) => cleanups.push(remove)) : null
    const loadStart = os.loadavg()
    const started: BenchShop[] = []
    if (baselineTree) {
      const baseline = await startBenchStack({ label: `baseline ${args.baseline}`, root: baselineTree.root, dataDir: `${dataDir}-baseline`, ports: baselinePorts, log })
      cleanups.push(baseline.stop)
      started.push(baseline)
    }
    const current = await startBenchStack({ label: "this tree", root: REPO_ROOT, dataDir, ports, log })
    cleanups.push(current.stop)
    started.push(current)
    for (const shop of started) log(`${shop.label}: up at ${shop.storefrontUrl} (backend ${shop.backendUrl})`)

    const prepared: PreparedShop[] = []
    for (const shop of started) prepared.push(await prepareShop(shop, log))
    const runs = new Map<BenchShop, Partial<Record<PurchaseScenarioId, ScenarioRun[]>>>(started.map((shop) => [shop, {}]))
    for (const id of ORDER) {
      const name = PURCHASE_SCENARIOS.find((scenario) => scenario.id === id)!.name
      for (let round = 1; round <= args.rounds; round++) {
        for (const shop of prepared) {
          log(`${name}, round ${round}/${args.rounds}, ${shop.shop.label}…`)
          const scenarioRun = await runPurchaseScenario(id, shop, args.seconds, log)
          const cpu = perAnswer(scenarioRun.cpuMs, scenarioRun.result.requests)
          log(`  ${describe(scenarioRun.result)}; CPU per answer: backend ${formatCpu(cpu.backend)}, storefront ${formatCpu(cpu.storefront)}`)
          if (scenarioRun.autocannon) log(`  autocannon: ${describeOutside(scenarioRun.autocannon)}`)
          const byScenario = runs.get(shop.shop)!
          byScenario[id] = [...(byScenario[id] ?? []), scenarioRun]
        }
      }
    }
    const side = (shop: BenchShop, commit: string): PurchaseSide => {
      const byScenario = runs.get(shop)!
      const pooled = Object.fromEntries(
        ORDER.map((id) => [id, withoutLatencies(poolResults((byScenario[id] ?? []).map((scenarioRun) => scenarioRun.result)))])
      ) as Record<PurchaseScenarioId, LoadResult>
      const cpuMsPerAnswer = Object.fromEntries(
        ORDER.map((id) => [id, perAnswer(totalCpu((byScenario[id] ?? []).map((scenarioRun) => scenarioRun.cpuMs)), pooled[id].requests)])
      ) as Record<PurchaseScenarioId, CpuPerPage>
      return {
        label: shop.label,
        commit,
        results: pooled,
        cpuMsPerAnswer,
        rssMb: { backend: rssMbOfPid(shop.pids.backend), storefront: rssMbOfPid(shop.pids.storefront) },
        autocannon: {
          addToCart: poolOutside((byScenario.addToCart ?? []).flatMap((scenarioRun) => scenarioRun.autocannon ?? [])),
          placeOrder: poolOutside((byScenario.placeOrder ?? []).flatMap((scenarioRun) => scenarioRun.autocannon ?? [])),
        },
      }
    }
    const run: PurchaseRun = {
      date: new Date(),
      rounds: args.rounds,
      seconds: args.seconds,
      concurrency: PURCHASE_BENCH.concurrency,
      cores: os.cpus().length,
      loadAverage: { start: loadStart, end: os.loadavg() },
      current: side(current, describeTree()),
      baseline: baselineTree ? side(started[0]!, baselineTree.commit.slice(0, 10)) : null,
      baselineRef: args.baseline,
    }
    const section = renderPurchaseSection(run)
    for (const line of section) console.log(line)
    const previous = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, "utf8") : ""
    fs.writeFileSync(REPORT, replacePurchaseSection(previous, section))
    log(`Written to ${path.relative(REPO_ROOT, REPORT)} (its purchase path section)`)
    const verdicts = [...purchaseVerdicts(run.current), ...issue31Verdicts(run.current), ...issue31OrderVerdicts(run.current)]
    for (const verdict of verdicts) log(`${verdict.met ? "PASS" : "FAIL"}  ${verdict.measure}`)
    // A missed target is a result, not a crash: exit 2, as the full bench does.
    return verdicts.every((verdict) => verdict.met) ? 0 : 2
  })
}

/** This tree's commit, and whether it holds uncommitted changes (what is measured is the working tree). */
function describeTree(): string {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).trim()
  const commit = git("rev-parse", "--short=10", "HEAD")
  return git("status", "--porcelain", "--untracked-files=no") ? `${commit} with uncommitted changes` : commit
}

/** CPU time summed over a scenario's rounds (null once any reading failed, or with no round). */
function totalCpu(rounds: CpuPerPage[]): CpuPerPage {
  const sum = (values: (number | null)[]) => (values.length === 0 || values.includes(null) ? null : values.reduce<number>((a, b) => a + (b ?? 0), 0))
  return { backend: sum(rounds.map((cpu) => cpu.backend)), storefront: sum(rounds.map((cpu) => cpu.storefront)) }
}

const withoutLatencies = ({ latencies: _latencies, ...result }: LoadResult): LoadResult => result

const describe = (result: LoadResult) =>
  `${result.requests} requests, ${result.perSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors`

const describeOutside = ({ result, cpuMs }: OutsideRun) =>
  `${result.requests} requests, ${result.perSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(0)} ms, p97.5 ${result.p97_5.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors; backend CPU per answer ${formatCpu(perAnswer(cpuMs, result.requests).backend)}`
