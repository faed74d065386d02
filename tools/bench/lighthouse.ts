import { createRequire } from "node:module"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import type { LighthouseFigures, LighthousePage } from "./lighthouse-report.js"
import { pagePaths } from "./page-scenarios.js"

/** Runs per page: Lighthouse's scores vary from run to run, the median of a few is steadier. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

/** Debian's Chromium unless CHROME_PATH names another; flags as the platform needs them (root, no GPU). */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

export const lighthouseVersion = (): string =>
  (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version

/** Lighthouse's error for a trace the browser failed to record: the run, not the page, failed. */
const TRACE_NOT_RECORDED = "NO_NAVSTART"

/** One Lighthouse run; a run whose trace was not recorded is made again, once. */
export async function measurePage(url: string): Promise<LighthouseFigures> {
  try {
    return await measurePageOnce(url)
  } catch (error) {
    if (!String(error).includes(TRACE_NOT_RECORDED)) throw error
    return measurePageOnce(url)
  }
}

/** One Lighthouse run (its default mobile preset, performance only) in a fresh browser. */
async function measurePageOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (value === undefined) throw new Error(`Lighthouse on ${url}: no ${id}`)
      return value
    }
    const blocking = (lhr.audits["render-blocking-resources"]?.details as { items?: { url: string; wastedMs?: number }[] } | undefined)?.items ?? []
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      renderBlocking: blocking.map((item) => ({ url: item.url, wastedMs: item.wastedMs ?? 0 })),
    }
  } finally {
    chrome.kill()
  }
}

/** The home page, the shop listing and a product page, `LIGHTHOUSE_RUNS` times each, one after the other. */
export async function runLighthouse(storefrontUrl: string, productHandle: string, log: (line: string) => void): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = []
  for (const { page, path } of pagePaths(productHandle)) {
    const runs: LighthouseFigures[] = []
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      const figures = await measurePage(`${storefrontUrl}${path}`)
      log(
        `Lighthouse ${page} #${run}: ${figures.score}, FCP ${figures.fcpMs.toFixed(0)} ms, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, render-blocking: ${figures.renderBlocking.map((item) => `${item.url} ${item.wastedMs.toFixed(0)} ms`).join(", ") || "none"}`
      )
      runs.push(figures)
    }
    pages.push({ page, path, runs })
  }
  return pages
}
