import fs from "node:fs"
import type { Service } from "../launcher/processes.js"
import { runLoad, type LoadResult } from "./load.js"
import { replaceSection } from "./report.js"

/**
 * The storefront's pages under load (issue: twice the throughput of Medusa's Next.js starter): the
 * home page, the shop listing and a product page, each by 20 connections for 20 s after a warm-up,
 * as anonymous visitors (no cookie: the catalogue as everyone sees it).
 */
export const PAGE_LOAD = { concurrency: 20, seconds: 20, warmUp: 40 }

export type PageLoad = { page: string; path: string; result: LoadResult }
export type PageRun = { label: string; loads: PageLoad[]; rssMb: { backend: number | null; storefront: number | null } }

export function pagePaths(productHandle: string) {
  return [
    { page: "home", path: "/" },
    { page: "shop listing", path: "/shop" },
    { page: "product", path: `/product/${productHandle}/details` },
  ]
}

/** Resident memory of a service's process, in MB (Linux `/proc`); null where it cannot be read. */
export function rssMb(service: Service | undefined): number | null {
  return rssMbOfPid(service?.child.pid)
}

/** Resident memory of a process, in MB (`VmRSS` in `/proc/<pid>/status`); null where it cannot be read. */
export function rssMbOfPid(pid: number | null | undefined): number | null {
  if (!pid) return null
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)
    return line ? Math.round(Number(line[1]) / 1024) : null
  } catch {
    return null
  }
}

export async function runPageScenarios(
  label: string,
  { storefrontUrl, services }: { storefrontUrl: string; services: Service[] },
  productHandle: string,
  log: (line: string) => void
): Promise<PageRun> {
  const loads: PageLoad[] = []
  for (const { page, path } of pagePaths(productHandle)) {
    const url = () => `${storefrontUrl}${path}`
    await runLoad({ url, headers: {}, concurrency: 4, maxRequests: PAGE_LOAD.warmUp, maxSeconds: 30 })
    log(`Pages (${label}): ${page}…`)
    const result = await runLoad({ url, headers: {}, concurrency: PAGE_LOAD.concurrency, maxRequests: 1_000_000, maxSeconds: PAGE_LOAD.seconds })
    log(`  ${result.perSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors`)
    loads.push({ page, path, result })
  }
  const byName = (name: string) => services.find((service) => service.name === name)
  return { label, loads, rssMb: { backend: rssMb(byName("backend")), storefront: rssMb(byName("storefront")) } }
}

/** The report's section: each page with and without the catalogue cache, side by side. */
export function renderPageSection(runs: PageRun[], loadAverage: { start: number; end: number }, date: Date): string[] {
  const [before, after] = runs
  const lines = [
    "## Storefront pages",
    "",
    `Measured by \`npm run bench -- pages\` on ${date.toISOString().replace("T", " ").slice(0, 16)} UTC, seed catalogue, ${PAGE_LOAD.concurrency} connections for ${PAGE_LOAD.seconds} s per page, anonymous visitors; the storefront started twice in the same run, without and with its catalogue cache (\`CATALOGUE_CACHE\`, docs/decisions/028). Load average ${loadAverage.start.toFixed(2)} at the start, ${loadAverage.end.toFixed(2)} at the end (2 cores).`,
    "",
    "| Page | " + runs.map((run) => `${run.label}: answers/s, p50, p99, errors`).join(" | ") + (before && after ? " | Ratio |" : " |"),
    "|---|" + runs.map(() => "---|").join("") + (before && after ? "---|" : ""),
  ]
  for (const [index, load] of (before?.loads ?? []).entries()) {
    const cells = runs.map((run) => {
      const result = run.loads[index]!.result
      return `${result.perSecond.toFixed(1)}/s, ${result.p50.toFixed(0)} ms, ${result.p99.toFixed(0)} ms, ${result.errors}`
    })
    const ratio = before && after ? ` | ${(after.loads[index]!.result.perSecond / Math.max(load.result.perSecond, 0.001)).toFixed(1)}×` : ""
    lines.push(`| ${load.page} (\`${load.path}\`) | ${cells.join(" | ")}${ratio} |`)
  }
  lines.push("", ...runs.map((run) => `Memory after the ${run.label} run: backend ${run.rssMb.backend ?? "?"} MB, storefront ${run.rssMb.storefront ?? "?"} MB.`))
  return lines
}

/** Puts the section in place of the previous one (or before the JavaScript section); the rest is kept. */
export function replacePageSection(report: string, section: string[]): string {
  return replaceSection(report, "## Storefront pages", section)
}
