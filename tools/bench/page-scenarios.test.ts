import { describe, expect, it } from "vitest"
import { cpuMsOfPid, cpuSpent, perAnswer, renderPageSection, replacePageSection, type PageRun } from "./page-scenarios.js"

const result = (perSecond: number) => ({ requests: perSecond * 20, errors: 0, seconds: 20, perSecond, p50: 100, p95: 200, p99: 300, max: 400 })
const run = (label: string, scale: number): PageRun => ({
  label,
  loads: [
    { page: "home", path: "/", result: result(5 * scale), cpuMsPerPage: { backend: 180 / scale, storefront: 12.5 } },
    { page: "product", path: "/product/x/details", result: result(10 * scale), cpuMsPerPage: { backend: null, storefront: null } },
  ],
  rssMb: { backend: 900, storefront: 140 },
})

describe("the storefront pages section", () => {
  it("puts both runs side by side with their ratio and the memory after each", () => {
    const lines = renderPageSection([run("without cache", 1), run("with cache", 12)], { start: 0.5, end: 1.5 }, new Date("2026-11-25T11:00:00Z"))
    const text = lines.join("\n")
    expect(text).toContain("| home (`/`) | 5.0/s, 100 ms, 300 ms, 0; 180.0 ms, 12.5 ms | 60.0/s, 100 ms, 300 ms, 0; 15.0 ms, 12.5 ms | 12.0× |")
    expect(text).toContain("| product (`/product/x/details`) | 10.0/s, 100 ms, 300 ms, 0; ?, ? |")
    expect(text).toContain("Memory after the with cache run: backend 900 MB, storefront 140 MB.")
    expect(text).toContain("Load average 0.50 at the start, 1.50 at the end")
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
