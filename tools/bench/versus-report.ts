import { PAGE_LOAD, pageCell, type PageLoad, type PageRun } from "./page-scenarios.js"
import { replaceSection } from "./report-section.js"

/** An outside storefront measured in the pages bench's run: what it is, its loads (one per page). */
export type VersusRun = { label: string; loads: PageLoad[]; rssMb: number | null }

/** The target beside the Next.js starter: each page at least 4 times its answers a second. */
export const VERSUS_TARGET = 4

/**
 * The lines the pages section gets when an outside storefront ran beside this tree (`--versus`):
 * per page, the outside one's figures, this tree's for each visitor, and the ratios (this tree ÷
 * outside) by the bench and by autocannon, marked ✓ where both reach the target.
 */
export function renderVersusLines(current: PageRun, versus: VersusRun, url: string): string[] {
  const ratio = (ours: number, theirs: number) => ours / Math.max(theirs, 0.001)
  const lines = [
    "",
    `### Beside ${versus.label}`,
    "",
    `${versus.label} at ${url}, on this tree's backend, measured in the same run, each page right after this tree's, with the same headers, connections and seconds. It answers a visitor without its \`_medusa_cache_id\` cookie by a redirect to the same page that sets it, so it is measured with that cookie, as a browser's second request; this tree's visitors as in the pages section (a first visit without cookie, a returning visitor with the \`lang\` and \`cart\` cookies of an earlier visit). Ratios: answers a second, this tree ÷ ${versus.label}, bench / autocannon (target ≥ ${VERSUS_TARGET}×, ✓ where both reach it).`,
    "",
    `| Page | ${versus.label} | This tree, visitor | Ratio (bench / autocannon) |`,
    "|---|---|---|---:|",
  ]
  for (const theirs of versus.loads) {
    for (const ours of current.loads.filter((load) => load.page === theirs.page)) {
      const bench = ratio(ours.result.perSecond, theirs.result.perSecond)
      const outside = ratio(ours.autocannon.perSecond, theirs.autocannon.perSecond)
      const met = bench >= VERSUS_TARGET && outside >= VERSUS_TARGET ? " ✓" : ""
      lines.push(`| ${theirs.page} (\`${theirs.path}\`) | ${pageCell(theirs)} | ${ours.visitor}: ${ours.result.perSecond.toFixed(1)}/s · autocannon ${ours.autocannon.perSecond.toFixed(1)}/s | ${bench.toFixed(2)}× / ${outside.toFixed(2)}×${met} |`)
    }
  }
  lines.push("", `Memory after the run, ${versus.label}: server ${versus.rssMb ?? "?"} MB.`)
  return lines
}

export const VERSUS_HEADING = "## Storefront pages beside Medusa's Next.js starter"

/**
 * The section of a run without a baseline (`--baseline none --versus <url>`): this tree's pages
 * and the outside storefront's, from the same run; the baseline's section is left as it was.
 */
export function renderVersusSection(
  current: PageRun,
  versus: VersusRun,
  context: { url: string; date: Date; seconds: number; loadAverage: { start: number[]; end: number[] }; cores: number }
): string[] {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ")
  const busy = Math.max(context.loadAverage.start[0] ?? 0, context.loadAverage.end[0] ?? 0) > context.cores
  const [, , ...table] = renderVersusLines(current, versus, context.url)
  return [
    VERSUS_HEADING,
    "",
    `Measured by \`npm run bench -- pages --baseline none --versus ${context.url}\` on ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC, seed catalogue, ${PAGE_LOAD.concurrency} connections for ${context.seconds} s per page and load generator, as a browser asks (\`Accept-Encoding: gzip, deflate, br\`, a phone's user-agent); this tree (${current.commit}) by its own launcher. Load average (1 / 5 / 15 min) ${load(context.loadAverage.start)} at the start, ${load(context.loadAverage.end)} at the end, ${context.cores} cores${busy ? ": the machine was busy, read the ratios, not the absolute figures" : ""}.`,
    ...table,
    `Memory after the run, this tree: backend ${current.rssMb.backend ?? "?"} MB, storefront ${current.rssMb.storefront ?? "?"} MB.`,
  ]
}

/** Puts the section in place of the previous one (or before the JavaScript section); the rest is kept. */
export function replaceVersusSection(report: string, section: string[]): string {
  return replaceSection(report, VERSUS_HEADING, section)
}
