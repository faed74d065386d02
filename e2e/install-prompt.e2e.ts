import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"

/**
 * The install prompt (issue 29, docs/decisions/034). Headless Chromium never raises
 * `beforeinstallprompt`, so the journey raises one itself, carrying `prompt()` and `userChoice` as
 * the browser's does: what is tested is our handler, not Chromium's install.
 */

const shop = inject("storefrontUrl")
const PROMPT = "Installer l'appli"

/**
 * Raises a `beforeinstallprompt` like the browser's; true once the shop's handler took it (it
 * calls `preventDefault` to keep the offer). The handler is there once the page's runtime has loaded.
 */
function offerInstall(page: Page) {
  return page.evaluate(() => {
    const offer = new Event("beforeinstallprompt", { cancelable: true })
    const asked = window as unknown as { installPrompted?: number }
    Object.assign(offer, {
      prompt: () => {
        asked.installPrompted = (asked.installPrompted ?? 0) + 1
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
    })
    window.dispatchEvent(offer)
    return offer.defaultPrevented
  })
}

const installRegion = (page: Page) => page.getByRole("region", { name: PROMPT })

/** A client-side navigation through the header (a page view that keeps the page's memory). */
async function openShopFromHeader(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Boutique", exact: true }).click()
  await page.waitForURL(`${shop}/shop`)
  await page.getByRole("heading", { level: 1 }).waitFor()
}

describe("the install prompt", () => {
  const browser = useBrowserPage()

  it("waits for the second page view, then asks the browser to install", async () => {
    const { page } = browser
    await page.goto(shop)
    await expect.poll(() => offerInstall(page), { timeout: 20_000 }).toBe(true)
    // The browser says the shop can be installed, but this is the first page seen: nothing yet.
    await page.getByRole("heading", { level: 1 }).waitFor()
    expect(await installRegion(page).count()).toBe(0)

    await openShopFromHeader(page)
    const region = installRegion(page)
    await region.getByText("Gardez DreamShade sur votre écran d'accueil, même sans réseau.").waitFor()
    await region.getByRole("button", { name: PROMPT }).click()
    // Our handler handed the browser's offer back: it showed its own install dialog.
    await expect.poll(() => page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted)).toBe(1)
    // An offer is used once: the prompt goes until the browser offers again.
    await region.waitFor({ state: "detached" })
  })

  it("is dismissed for good with « Non merci »", async () => {
    const { page } = browser
    await page.goto(shop)
    await expect.poll(() => offerInstall(page), { timeout: 20_000 }).toBe(true)
    await openShopFromHeader(page)
    await installRegion(page).getByRole("button", { name: "Non merci" }).click()
    await installRegion(page).waitFor({ state: "detached" })
    expect(await page.evaluate(() => window.localStorage.getItem("ds-install-dismissed"))).toBe("1")

    // Another visit, another offer from the browser: the shopper said no, it stays away.
    await page.goto(`${shop}/shop`)
    await expect.poll(() => offerInstall(page), { timeout: 20_000 }).toBe(true)
    await page.getByRole("banner").getByRole("link", { name: "Accueil", exact: true }).click()
    await page.waitForURL(`${shop}/`)
    await page.getByRole("heading", { level: 1 }).waitFor()
    expect(await installRegion(page).count()).toBe(0)
    // Not the page view count: it was past the first view long ago.
    expect(Number(await page.evaluate(() => window.localStorage.getItem("ds-page-views")))).toBeGreaterThanOrEqual(3)
  })
})
