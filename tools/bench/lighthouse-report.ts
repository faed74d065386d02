import { replaceSection } from "./report-section.js"

/** What one Lighthouse run (mobile preset) says about a page. Times in ms; score 0–100. */
export type LighthouseFigures = {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The resources Lighthouse counts as delaying the first paint, with the time they cost. */
  renderBlocking: { url: string; wastedMs: number }[]
}

export type LighthousePage = { page: string; path: string; runs: LighthouseFigures[] }

/** The bar for every measured page. */
export const LIGHTHOUSE_TARGET = { score: 98, fcpMs: 1200 }

/**
 * The median run by performance score (the lower middle one for an even count): one whole run,
 * so that its figures stay consistent with each other, as Lighthouse's own guidance advises.
 */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error("medianRun: no run")
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.fcpMs - a.fcpMs)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

export function meetsTarget(figures: LighthouseFigures): boolean {
  return figures.score >= LIGHTHOUSE_TARGET.score && figures.fcpMs <= LIGHTHOUSE_TARGET.fcpMs
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** A resource's address without the origin (the bench's port is of no interest in the report). */
function shortUrl(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

export function renderLighthouseSection(
  pages: LighthousePage[],
  context: { date: Date; loadAverage: { start: number; end: number }; version: string }
): string[] {
  const runs = pages[0]?.runs.length ?? 0
  const lines = [
    "## First paint (Lighthouse)",
    "",
    `Measured by \`npm run bench -- lighthouse\` on ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC: Lighthouse ${context.version}, mobile preset (simulated slow 4G and a 4× slower CPU), headless Chromium, the production build as \`npm start\` runs it, seed catalogue; ${runs} runs per page, the median by score shown. Load average ${context.loadAverage.start.toFixed(2)} at the start, ${context.loadAverage.end.toFixed(2)} at the end (2 cores). Target: performance ≥ ${LIGHTHOUSE_TARGET.score}, first contentful paint ≤ ${seconds(LIGHTHOUSE_TARGET.fcpMs)}.`,
    "",
    "| Page | Performance | FCP | LCP | TBT | CLS | Scores of all runs | Render-blocking | Target |",
    "|---|---|---|---|---|---|---|---|---|",
  ]
  for (const page of pages) {
    const median = medianRun(page.runs)
    const blocking =
      median.renderBlocking.length === 0
        ? "none"
        : median.renderBlocking.map((item) => `\`${shortUrl(item.url)}\` (${item.wastedMs.toFixed(0)} ms)`).join(", ")
    lines.push(
      `| ${page.page} (\`${page.path}\`) | ${median.score} | ${seconds(median.fcpMs)} | ${seconds(median.lcpMs)} | ${median.tbtMs.toFixed(0)} ms | ${median.cls.toFixed(3)} | ${page.runs.map((run) => run.score).join(", ")} | ${blocking} | ${meetsTarget(median) ? "met" : "missed"} |`
    )
  }
  return lines
}

/** Puts the section in place of the previous one (or before the JavaScript section); the rest is kept. */
export function replaceLighthouseSection(report: string, section: string[]): string {
  return replaceSection(report, "## First paint (Lighthouse)", section)
}
