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

/** CPU time per answer of the page's load, in ms; null where `/proc` could not be read. */
export type CpuPerPage = { backend: number | null; storefront: number | null }
export type PageLoad = { page: string; path: string; result: LoadResult; cpuMsPerPage: CpuPerPage }
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

/** Clock ticks a second of `/proc/<pid>/stat`'s CPU times: 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100

/**
 * CPU time a process has used so far, user and system, in ms (fields 14 and 15 of
 * `/proc/<pid>/stat`, after the command name, which may hold spaces); null where it cannot be read.
 */
export function cpuMsOfPid(pid: number | null | undefined): number | null {
  if (!pid) return null
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    // Field 3 (state) is the first after the name: utime and stime are fields 14 and 15.
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null
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
  const byName = (name: string) => services.find((service) => service.name === name)
  const pids = { backend: byName("backend")?.child.pid, storefront: byName("storefront")?.child.pid }
  const cpuNow = () => ({ backend: cpuMsOfPid(pids.backend), storefront: cpuMsOfPid(pids.storefront) })
  const loads: PageLoad[] = []
  for (const { page, path } of pagePaths(productHandle)) {
    const url = () => `${storefrontUrl}${path}`
    await runLoad({ url, headers: {}, concurrency: 4, maxRequests: PAGE_LOAD.warmUp, maxSeconds: 30 })
    log(`Pages (${label}): ${page}…`)
    const cpuBefore = cpuNow()
    const result = await runLoad({ url, headers: {}, concurrency: PAGE_LOAD.concurrency, maxRequests: 1_000_000, maxSeconds: PAGE_LOAD.seconds })
    const cpuMsPerPage = perAnswer(cpuSpent(cpuBefore, cpuNow()), result.requests)
    log(
      `  ${result.perSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors; CPU per page: backend ${formatCpu(cpuMsPerPage.backend)}, storefront ${formatCpu(cpuMsPerPage.storefront)}`
    )
    loads.push({ page, path, result, cpuMsPerPage })
  }
  return { label, loads, rssMb: { backend: rssMb(byName("backend")), storefront: rssMb(byName("storefront")) } }
}

/** The CPU time each server spent between two readings (null where a reading failed). */
export function cpuSpent(before: CpuPerPage, after: CpuPerPage): CpuPerPage {
  const spent = (start: number | null, end: number | null) => (start === null || end === null ? null : end - start)
  return { backend: spent(before.backend, after.backend), storefront: spent(before.storefront, after.storefront) }
}

/** CPU time spent, shared out over the answers it served (null with no answer). */
export function perAnswer(spent: CpuPerPage, answers: number): CpuPerPage {
  const per = (ms: number | null) => (ms === null || answers === 0 ? null : ms / answers)
  return { backend: per(spent.backend), storefront: per(spent.storefront) }
}

export const formatCpu = (ms: number | null) => (ms === null ? "?" : `${ms.toFixed(1)} ms`)

/** The report's section: each page with and without the catalogue cache, side by side. */
export function renderPageSection(runs: PageRun[], loadAverage: { start: number; end: number }, date: Date): string[] {
  const [before, after] = runs
  const lines = [
    "## Storefront pages",
    "",
    `Measured by \`npm run bench -- pages\` on ${date.toISOString().replace("T", " ").slice(0, 16)} UTC, seed catalogue, ${PAGE_LOAD.concurrency} connections for ${PAGE_LOAD.seconds} s per page, anonymous visitors; the storefront started twice in the same run, without and with its catalogue cache (\`CATALOGUE_CACHE\`, docs/decisions/028). Load average ${loadAverage.start.toFixed(2)} at the start, ${loadAverage.end.toFixed(2)} at the end (2 cores).`,
    "",
    "| Page | " + runs.map((run) => `${run.label}: answers/s, p50, p99, errors; CPU per page (backend, storefront)`).join(" | ") + (before && after ? " | Ratio |" : " |"),
    "|---|" + runs.map(() => "---|").join("") + (before && after ? "---|" : ""),
  ]
  for (const [index, load] of (before?.loads ?? []).entries()) {
    const cells = runs.map((run) => {
      const { result, cpuMsPerPage } = run.loads[index]!
      return `${result.perSecond.toFixed(1)}/s, ${result.p50.toFixed(0)} ms, ${result.p99.toFixed(0)} ms, ${result.errors}; ${formatCpu(cpuMsPerPage.backend)}, ${formatCpu(cpuMsPerPage.storefront)}`
    })
    const ratio = before && after ? ` | ${(after.loads[index]!.result.perSecond / Math.max(load.result.perSecond, 0.001)).toFixed(1)}×` : ""
    lines.push(`| ${load.page} (\`${load.path}\`) | ${cells.join(" | ")}${ratio} |`)
  }
  lines.push(
    "",
    "CPU per page: the process's user and system time (`/proc/<pid>/stat`) over the page's load, divided by its answers; PostgreSQL's own processes are not counted."
  )
  lines.push("", ...runs.map((run) => `Memory after the ${run.label} run: backend ${run.rssMb.backend ?? "?"} MB, storefront ${run.rssMb.storefront ?? "?"} MB.`))
  return lines
}

/** Puts the section in place of the previous one (or before the JavaScript section); the rest is kept. */
export function replacePageSection(report: string, section: string[]): string {
  return replaceSection(report, "## Storefront pages", section)
}
