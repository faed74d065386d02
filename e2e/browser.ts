import { chromium, type Browser, type Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest"

/** Debian's Chromium; a test tool's own browser download is not available here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

/**
 * Gives each test a fresh page (new cookies) in one shared Chromium, and fails the test when the
 * page logs an error or throws, except errors matching `expectedErrors`.
 */
export function useBrowserPage({ expectedErrors = [] as RegExp[] } = {}) {
  let browser: Browser
  const state = { page: undefined as unknown as Page, errors: [] as string[] }

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  })
  afterAll(() => browser?.close())

  beforeEach(async () => {
    const context = await browser.newContext({ locale: "fr-FR" })
    state.errors = []
    state.page = await context.newPage()
    state.page.on("console", (message) => {
      const text = message.text()
      if (message.type() === "error" && !expectedErrors.some((pattern) => pattern.test(text))) {
        state.errors.push(text)
      }
    })
    state.page.on("pageerror", (error) => state.errors.push(error.message))
    waitForHydrationOnLoad(state.page)
  })
  afterEach(async () => {
    await state.page.context().close()
    if (state.errors.length) throw new Error(`The page logged errors:\n${state.errors.join("\n")}`)
  })

  return state
}

/** Client-side navigation changes the URL a moment before the new title renders. */
export async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title)
  return page.title()
}

/**
 * The shop's JavaScript starts after the first paint (docs/decisions/030): `goto` and `reload`
 * resolve once React runs (`<html data-hydrated>`), as a shopper's next tap would come after it,
 * so a test never uses a control that needs JavaScript before it works. Pages of other sites, the
 * admin, and a page with JavaScript off are not waited for.
 */
function waitForHydrationOnLoad(page: Page) {
  const hydrated = async () => {
    const isShopPage = await page
      .evaluate(() => Boolean(document.querySelector("script[nonce]")) && !document.documentElement.hasAttribute("data-hydrated"))
      .catch(() => false)
    if (isShopPage) await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 })
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await hydrated()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await hydrated()
    return response
  }
}
