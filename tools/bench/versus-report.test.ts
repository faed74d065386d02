import { describe, expect, it } from "vitest"
import type { PageLoad, PageRun } from "./page-scenarios.js"
import { renderVersusLines, renderVersusSection, replaceVersusSection, VERSUS_HEADING } from "./versus-report.js"

const load = (page: string, path: string, visitor: PageLoad["visitor"], bench: number, autocannon: number): PageLoad => ({
  page,
  path,
  visitor,
  result: { requests: bench * 20, errors: 0, seconds: 20, perSecond: bench, p50: 100, p95: 200, p99: 300, max: 400 },
  autocannon: { perSecond: autocannon, p50: 100, p99: 320, requests: autocannon * 20, errors: 0 },
  cpuMsPerPage: { backend: 4, storefront: 25 },
  wireBytes: { gzip: 31_000, br: 27_000 },
})

describe("the pages section beside an outside storefront", () => {
  const current: PageRun = {
    label: "this tree",
    commit: "0123456789",
    loads: [load("home", "/", "first visit", 200, 190), load("home", "/", "returning visitor", 120, 130), load("product", "/product/rouge/details", "first visit", 90, 95)],
    rssMb: { backend: 900, storefront: 140 },
  }
  const versus = { label: "Medusa's Next.js starter", loads: [load("home", "/cm", "first visit", 40, 45), load("product", "/cm/products/rouge", "first visit", 30, 30)], rssMb: 310 }

  it("gives each of this tree's visitors beside the outside page, with both ratios and ✓ only where both reach 4×", () => {
    const text = renderVersusLines(current, versus, "http://127.0.0.1:8430").join("\n")
    expect(text).toContain("### Beside Medusa's Next.js starter")
    expect(text).toContain("at http://127.0.0.1:8430, on this tree's backend")
    expect(text).toContain("| home (`/cm`) | 40.0/s, p99 300 ms · autocannon 45.0/s (+13 %) · 25.0 ms CPU · 31.0 kB gzip, 27.0 kB br | first visit: 200.0/s · autocannon 190.0/s | 5.00× / 4.22× ✓ |")
    // 120 ÷ 40 = 3×: below the target, no tick.
    expect(text).toContain("| home (`/cm`) | 40.0/s, p99 300 ms · autocannon 45.0/s (+13 %) · 25.0 ms CPU · 31.0 kB gzip, 27.0 kB br | returning visitor: 120.0/s · autocannon 130.0/s | 3.00× / 2.89× |")
    expect(text).toContain("| product (`/cm/products/rouge`) | 30.0/s")
    expect(text).toContain("first visit: 90.0/s · autocannon 95.0/s | 3.00× / 3.17× |")
    expect(text).toContain("Memory after the run, Medusa's Next.js starter: server 310 MB.")
  })
})

describe("the section of a run beside the starter alone (--baseline none)", () => {
  const current: PageRun = { label: "this tree", commit: "0123456789", loads: [load("home", "/", "first visit", 300, 280)], rssMb: { backend: 700, storefront: 150 } }
  const versus = { label: "Medusa's Next.js starter", loads: [load("home", "/cm", "first visit", 50, 40)], rssMb: 300 }
  const context = { url: "http://127.0.0.1:8430", date: new Date("2026-11-27T21:40:00Z"), seconds: 10, loadAverage: { start: [12, 10, 9], end: [11, 10, 9] }, cores: 2 }

  it("has its own heading, the command, the load average, the table and both memories", () => {
    const lines = renderVersusSection(current, versus, context)
    const text = lines.join("\n")
    expect(lines[0]).toBe(VERSUS_HEADING)
    expect(text).toContain("`npm run bench -- pages --baseline none --versus http://127.0.0.1:8430` on 2026-11-27 21:40 UTC")
    expect(text).toContain("20 connections for 10 s per page")
    expect(text).toContain("this tree (0123456789)")
    expect(text).toContain("12.00 / 10.00 / 9.00 at the start, 11.00 / 10.00 / 9.00 at the end, 2 cores: the machine was busy")
    expect(text).toContain("first visit: 300.0/s · autocannon 280.0/s | 6.00× / 7.00× ✓ |")
    expect(text).not.toContain("### Beside")
    expect(text).toContain("Memory after the run, this tree: backend 700 MB, storefront 150 MB.")
    expect(text).toContain("Memory after the run, Medusa's Next.js starter: server 300 MB.")
  })

  it("replaces only its own section, and leaves the pages section beside the baseline as it was", () => {
    const report = "# Benchmarks\n\n## Storefront pages\n\nbaseline table\n\n## JavaScript shipped (gzip)\n\njs\n"
    const once = replaceVersusSection(report, renderVersusSection(current, versus, context))
    expect(once).toContain("## Storefront pages\n\nbaseline table\n\n## Storefront pages beside Medusa's Next.js starter")
    expect(once.indexOf(VERSUS_HEADING)).toBeLessThan(once.indexOf("## JavaScript shipped"))
    const twice = replaceVersusSection(once, renderVersusSection(current, { ...versus, rssMb: 301 }, context))
    expect(twice.split(VERSUS_HEADING)).toHaveLength(2)
    expect(twice).toContain("server 301 MB.")
    expect(twice).toContain("baseline table")
  })
})
