import { describe, expect, it } from "vitest"
import type { PageLoad, PageRun } from "./page-scenarios.js"
import { renderVersusLines } from "./versus-report.js"

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
