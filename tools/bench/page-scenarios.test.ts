import { describe, expect, it } from "vitest"
import { cpuMsOfPid, cpuSpent, perAnswer, renderPageSection, replacePageSection, type PageLoad, type PageRun } from "./page-scenarios.js"

const result = (perSecond: number, errors = 0) => ({ requests: perSecond * 20, errors, seconds: 20, perSecond, p50: 100, p95: 200, p99: 300, max: 400 })
const outside = (perSecond: number) => ({ perSecond, p50: 100, p99: 320, requests: perSecond * 20, errors: 0 })
const load = (page: string, path: string, visitor: PageLoad["visitor"], ours: number, theirs: number): PageLoad => ({
  page,
  path,
  visitor,
  result: result(ours),
  autocannon: outside(theirs),
  cpuMsPerPage: { backend: 4, storefront: 25 },
  wireBytes: { gzip: 24_600, br: 21_050 },
})
const run = (label: string, commit: string, scale: number): PageRun => ({
  label,
  commit,
  loads: [load("home", "/", "first visit", 40 * scale, 41 * scale), load("home", "/", "returning visitor", 30 * scale, 40 * scale)],
  rssMb: { backend: 900, storefront: 140 },
})

describe("the storefront pages section", () => {
  it("puts the baseline and this tree side by side per page and visitor, autocannon beside the bench, with both ratios", () => {
    const lines = renderPageSection(
      { baseline: run("baseline main", "fa62d82abc", 1), current: run("this tree", "0123456789", 2) },
      { date: new Date("2026-11-27T15:00:00Z"), seconds: 20, baselineRef: "main", loadAverage: { start: [5.5, 6, 7], end: [6.25, 6, 7] }, cores: 2 }
    )
    const text = lines.join("\n")
    expect(text).toContain("`npm run bench -- pages --baseline main` on 2026-11-27 15:00 UTC")
    expect(text).toContain("Baseline fa62d82abc and this tree (0123456789)")
    expect(text).toContain("Load average (1 / 5 / 15 min) 5.50 / 6.00 / 7.00 at the start, 6.25 / 6.00 / 7.00 at the end, 2 cores: the machine was busy")
    expect(text).toContain(
      "| home (`/`) | first visit | 40.0/s, p99 300 ms · autocannon 41.0/s (+3 %) · 25.0 ms CPU · 24.6 kB gzip, 21.1 kB br | 80.0/s, p99 300 ms · autocannon 82.0/s (+3 %) · 25.0 ms CPU · 24.6 kB gzip, 21.1 kB br | 2.00× | 2.00× |"
    )
    // 30/s by the bench and 40/s by autocannon: a third apart, flagged.
    expect(text).toContain("| home (`/`) | returning visitor | 30.0/s, p99 300 ms · autocannon 40.0/s (+33 % ⚠)")
    expect(text).toContain("Memory after the run, this tree: backend 900 MB, storefront 140 MB.")
  })

  it("says nothing of a busy machine when the load average stayed within the cores", () => {
    const lines = renderPageSection(
      { baseline: run("baseline main", "a", 1), current: run("this tree", "b", 1) },
      { date: new Date("2026-11-27T15:00:00Z"), seconds: 20, baselineRef: "main", loadAverage: { start: [1.5, 1, 1], end: [1.9, 1, 1] }, cores: 2 }
    )
    expect(lines.join("\n")).not.toContain("busy")
  })

  it("reads a process's CPU time from /proc, and nothing for a process that is not there", () => {
    const first = cpuMsOfPid(process.pid)
    let spin = 0
    for (let index = 0; index < 5e7; index++) spin += index
    expect(spin).toBeGreaterThan(0)
    expect(first).not.toBeNull()
    expect(cpuMsOfPid(process.pid)!).toBeGreaterThan(first!)
    expect(cpuMsOfPid(2 ** 22 + 1)).toBeNull()
  })

  it("shares the CPU spent between two readings over the answers, and gives none where a reading or the answers are missing", () => {
    const spent = cpuSpent({ backend: 1_000, storefront: 500 }, { backend: 3_000, storefront: null })
    expect(spent).toEqual({ backend: 2_000, storefront: null })
    expect(perAnswer(spent, 40)).toEqual({ backend: 50, storefront: null })
    expect(perAnswer(spent, 0)).toEqual({ backend: null, storefront: null })
  })

  it("replaces its own section and keeps the others", () => {
    const report = "# Benchmarks\n\n## Storefront pages\n\nold\n\n## JavaScript shipped\n\nkept\n"
    const updated = replacePageSection(report, ["## Storefront pages", "", "new"])
    expect(updated).toBe("# Benchmarks\n\n## Storefront pages\n\nnew\n\n## JavaScript shipped\n\nkept\n")
    expect(replacePageSection("# Benchmarks\n\n## JavaScript shipped\n", ["## Storefront pages"])).toBe(
      "# Benchmarks\n\n## Storefront pages\n\n## JavaScript shipped\n"
    )
  })
})
