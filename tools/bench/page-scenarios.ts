import fs from "node:fs"
import http from "node:http"
import type { Service } from "../launcher/processes.js"
import { AGREEMENT, agrees, difference, runAutocannon, type AutocannonResult } from "./autocannon-run.js"
import { runLoad, type LoadResult } from "./load.js"
import type { Visitor } from "./page-visitors.js"
import { replaceSection } from "./report-section.js"

/**
 * The storefront's pages under load, as browsers ask for them (page-visitors.ts: compressed, a
 * first visit and a returning visitor): the home page, the shop listing and a product page, each
 * by 20 connections for `seconds` after a warm-up, measured by the bench's own load and then by
 * autocannon, on this tree's shop and the baseline's in turn (pages.ts).
 */
export const PAGE_LOAD = { concurrency: 20, seconds: 20, warmUp: 40 }

/** CPU time per answer of the page's load, in ms; null where `/proc` could not be read. */
export type CpuPerPage = { backend: number | null; storefront: number | null }
/** One page, for one visitor, on one shop: both load generators' figures, CPU, bytes on the wire. */
export type PageLoad = {
  page: string
  path: string
  visitor: Visitor
  result: LoadResult
  autocannon: AutocannonResult
  cpuMsPerPage: CpuPerPage
  /** The answer's size as sent, with each encoding (bytes); null where it could not be read. */
  wireBytes: { gzip: number | null; br: number | null }
}
export type PageRun = { label: string; commit: string; loads: PageLoad[]; rssMb: { backend: number | null; storefront: number | null } }

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

/** CPU time all processes have spent so far, in ms (`/proc/stat`'s first line but idle and iowait); null off Linux. */
export function machineBusyMs(): number | null {
  try {
    const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number)
    const [user, nice, system, , , irq, softirq, steal] = ticks
    const busy = [user, nice, system, irq, softirq, steal].reduce((sum: number, value) => sum + (value ?? 0), 0)
    return Number.isFinite(busy) ? (busy * 1000) / CLOCK_TICKS_PER_SECOND : null
  } catch {
    return null
  }
}

/** A shop as the pages bench measures it: where its storefront answers, its servers' pids. */
export type MeasuredShop = { label: string; storefrontUrl: string; pids: { backend: number | null; storefront: number | null } }

/**
 * One page for one visitor on one shop: a warm-up, the bench's own closed loop (its CPU time
 * read around it), then autocannon with the same headers and connections, then the answer's size
 * on the wire with gzip and with brotli.
 */
export async function measurePage(
  shop: MeasuredShop,
  { page, path, visitor }: { page: string; path: string; visitor: Visitor },
  headers: Record<string, string>,
  seconds: number,
  log: (line: string) => void
): Promise<PageLoad> {
  const url = `${shop.storefrontUrl}${path}`
  const cpuNow = () => ({ backend: cpuMsOfPid(shop.pids.backend), storefront: cpuMsOfPid(shop.pids.storefront) })
  const warmUp = await runLoad({ url: () => url, headers, concurrency: 4, maxRequests: PAGE_LOAD.warmUp, maxSeconds: 30 })
  if (warmUp.errors) throw new Error(`${shop.label}: ${url} answered ${warmUp.errors} of ${warmUp.requests} warm-up requests with an error`)
  log(`Pages, ${shop.label}: ${page}, ${visitor}…`)
  const cpuBefore = cpuNow()
  const result = await runLoad({ url: () => url, headers, concurrency: PAGE_LOAD.concurrency, maxRequests: 1_000_000, maxSeconds: seconds })
  const cpuMsPerPage = perAnswer(cpuSpent(cpuBefore, cpuNow()), result.requests)
  const outside = await runAutocannon({ url, headers, connections: PAGE_LOAD.concurrency, seconds })
  const wire = { gzip: await wireBytes(url, { ...headers, "accept-encoding": "gzip" }), br: await wireBytes(url, { ...headers, "accept-encoding": "br" }) }
  const gap = difference(result.perSecond, outside.perSecond)
  log(
    `  bench ${result.perSecond.toFixed(1)}/s (p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors), autocannon ${outside.perSecond.toFixed(1)}/s (p99 ${outside.p99.toFixed(0)} ms, ${outside.errors} errors), ${formatDifference(gap)}${agrees(result.perSecond, outside.perSecond) ? "" : " DISAGREE"}; CPU per page: backend ${formatCpu(cpuMsPerPage.backend)}, storefront ${formatCpu(cpuMsPerPage.storefront)}; ${formatBytes(wire.gzip)} gzip, ${formatBytes(wire.br)} br`
  )
  return { page, path, visitor, result, autocannon: outside, cpuMsPerPage, wireBytes: wire }
}

/** The size of an answer's body as it crossed the wire (not decompressed), or null on an error or another status than 200. */
export function wireBytes(url: string, headers: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers }, (response) => {
      let bytes = 0
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on("end", () => resolve(response.statusCode === 200 ? bytes : null))
      response.on("error", () => resolve(null))
    })
    request.on("error", () => resolve(null))
    request.setTimeout(30_000, () => request.destroy())
  })
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

export const formatBytes = (bytes: number | null) => (bytes === null ? "?" : `${(bytes / 1000).toFixed(1)} kB`)
export const formatDifference = (gap: number) => `${gap >= 0 ? "+" : "−"}${Math.abs(gap * 100).toFixed(0)} %`

/** One page's figures in a report cell: the bench's, autocannon's beside it, CPU, size on the wire. */
export function pageCell(load: PageLoad): string {
  return `${load.result.perSecond.toFixed(1)}/s, p99 ${load.result.p99.toFixed(0)} ms${load.result.errors ? `, ${load.result.errors} errors` : ""} · autocannon ${load.autocannon.perSecond.toFixed(1)}/s (${formatDifference(difference(load.result.perSecond, load.autocannon.perSecond))}${agrees(load.result.perSecond, load.autocannon.perSecond) ? "" : " ⚠"}${load.autocannon.errors ? `, ${load.autocannon.errors} errors` : ""}) · ${formatCpu(load.cpuMsPerPage.storefront)} CPU · ${formatBytes(load.wireBytes.gzip)} gzip, ${formatBytes(load.wireBytes.br)} br`
}

/**
 * The report's section: each page and visitor on the baseline's shop and this tree's, from the
 * same run, with autocannon's figure beside the bench's and the ratios (this ÷ baseline).
 */
export function renderPageSection(
  runs: { baseline: PageRun; current: PageRun },
  context: { date: Date; seconds: number; baselineRef: string; loadAverage: { start: number[]; end: number[] }; cores: number }
): string[] {
  const { baseline, current } = runs
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ")
  const busy = Math.max(context.loadAverage.start[0] ?? 0, context.loadAverage.end[0] ?? 0) > context.cores
  const ratio = (ours: number, theirs: number) => `${(ours / Math.max(theirs, 0.001)).toFixed(2)}×`
  const lines = [
    "## Storefront pages",
    "",
    `Measured by \`npm run bench -- pages --baseline ${context.baselineRef}\` on ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC, seed catalogue, ${PAGE_LOAD.concurrency} connections for ${context.seconds} s per page and load generator, as a browser asks (\`Accept-Encoding: gzip, deflate, br\`, a phone's user-agent): a first visit (no cookie) and a returning visitor (the \`lang\` and \`cart\` cookies of an earlier visit that chose English and put a product in the bag). Baseline ${baseline.commit} and this tree (${current.commit}) each run by its own launcher, measured in turn page by page in the same run. Load average (1 / 5 / 15 min) ${load(context.loadAverage.start)} at the start, ${load(context.loadAverage.end)} at the end, ${context.cores} cores${busy ? ": the machine was busy, read the ratios, not the absolute figures" : ""}.`,
    "",
    `| Page | Visitor | ${baseline.label} | ${current.label} | Ratio (bench) | Ratio (autocannon) |`,
    "|---|---|---|---|---:|---:|",
  ]
  for (const [index, before] of baseline.loads.entries()) {
    const after = current.loads[index]
    if (!after) continue
    lines.push(
      `| ${before.page} (\`${before.path}\`) | ${before.visitor} | ${pageCell(before)} | ${pageCell(after)} | ${ratio(after.result.perSecond, before.result.perSecond)} | ${ratio(after.autocannon.perSecond, before.autocannon.perSecond)} |`
    )
  }
  lines.push(
    "",
    `Each cell: the bench's own answers a second and p99, then autocannon's answers a second (its \`Req/Sec\` average) on the same page with the same headers right after, and how far it is from the bench's (⚠ beyond ${AGREEMENT * 100} %), the storefront's CPU per page during the bench's load (\`/proc/<pid>/stat\`), and the page's size on the wire with gzip and with brotli. Ratios: answers a second, this tree ÷ baseline (above 1 is faster).`,
    "",
    ...[baseline, current].map((run) => `Memory after the run, ${run.label}: backend ${run.rssMb.backend ?? "?"} MB, storefront ${run.rssMb.storefront ?? "?"} MB.`)
  )
  return lines
}

/** Puts the section in place of the previous one (or before the JavaScript section); the rest is kept. */
export function replacePageSection(report: string, section: string[]): string {
  return replaceSection(report, "## Storefront pages", section)
}
