import { describe, expect, it } from "vitest"
import { medianRun, meetsTarget, renderLighthouseSection, replaceLighthouseSection, type LighthouseFigures } from "./lighthouse-report.js"

const figures = (score: number, fcpMs: number, renderBlocking: LighthouseFigures["renderBlocking"] = []): LighthouseFigures => ({
  score,
  fcpMs,
  lcpMs: fcpMs + 300,
  tbtMs: 20,
  cls: 0.001,
  renderBlocking,
})

describe("the median Lighthouse run", () => {
  it("is the middle run by score, whole", () => {
    const middle = figures(95, 1500)
    expect(medianRun([figures(99, 900), middle, figures(80, 2500)])).toBe(middle)
  })

  it("takes the lower middle one of an even count, and a lone run as it is", () => {
    expect(medianRun([figures(99, 900), figures(90, 1800)]).score).toBe(90)
    expect(medianRun([figures(97, 1000)]).score).toBe(97)
    expect(() => medianRun([])).toThrow()
  })
})

describe("the issue's target", () => {
  it("needs both a score of 98 and a first paint within 1.2 s", () => {
    expect(meetsTarget(figures(98, 1200))).toBe(true)
    expect(meetsTarget(figures(97, 900))).toBe(false)
    expect(meetsTarget(figures(100, 1201))).toBe(false)
  })
})

describe("the first paint section", () => {
  const pages = [
    { page: "home", path: "/", runs: [figures(99, 900), figures(98, 1100), figures(97, 1300)] },
    { page: "shop listing", path: "/shop", runs: [figures(88, 2300, [{ url: "http://localhost:3400/assets/root-x.css", wastedMs: 612.4 }])] },
  ]
  const text = renderLighthouseSection(pages, { date: new Date("2026-11-26T03:00:00Z"), loadAverage: { start: 0.4, end: 1.2 }, version: "12.8.2" }).join("\n")

  it("gives each page's median run, every run's score, what blocks the paint and the verdict", () => {
    expect(text).toContain("| home (`/`) | 98 | 1.10 s | 1.40 s | 20 ms | 0.001 | 99, 98, 97 | none | met |")
    expect(text).toContain("| shop listing (`/shop`) | 88 | 2.30 s | 2.60 s | 20 ms | 0.001 | 88 | `/assets/root-x.css` (612 ms) | missed |")
  })

  it("says how it was measured", () => {
    expect(text).toContain("on 2026-11-26 03:00 UTC: Lighthouse 12.8.2, mobile preset")
    expect(text).toContain("Load average 0.40 at the start, 1.20 at the end")
  })

  it("replaces its own section and keeps the others", () => {
    const report = "# Benchmarks\n\n## First paint (Lighthouse)\n\nold\n\n## JavaScript shipped\n\nkept\n"
    expect(replaceLighthouseSection(report, ["## First paint (Lighthouse)", "", "new"])).toBe(
      "# Benchmarks\n\n## First paint (Lighthouse)\n\nnew\n\n## JavaScript shipped\n\nkept\n"
    )
  })
})
