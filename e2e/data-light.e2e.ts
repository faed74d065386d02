import fs from "node:fs"
import { fileURLToPath } from "node:url"
import type { BrowserContext, Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"

const shop = inject("storefrontUrl")

/** The issue's budget for a product page under Save-Data: every byte received, all resources. */
const BUDGET_BYTES = 250_000

const readSeed = (file: string) => JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../seed/${file}`, import.meta.url)), "utf8"))
// A pack: its page has the main picture, the pack's contents with pictures and related products.
const pack: { handle: string } = readSeed("packs.json")[0]
const packUrl = `${shop}/product/${pack.handle}/details`

interface Transfer {
  url: string
  type: string
  bytes: number
}

/**
 * Everything the page receives, measured by Chromium itself (DevTools protocol): per request, the
 * bytes that came over the network (`encodedDataLength`: headers and the compressed body), the
 * document, scripts, pictures, fonts, videos, data requests alike. The cache is off, so nothing
 * escapes the count.
 */
async function recordTransfers(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const requests = new Map<string, { url: string; type: string }>()
  const transfers: Transfer[] = []
  cdp.on("Network.requestWillBeSent", (event) => requests.set(event.requestId, { url: event.request.url, type: event.type ?? "Other" }))
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId)
    transfers.push({ url: request?.url ?? "?", type: request?.type ?? "Other", bytes: event.encodedDataLength })
  })
  await cdp.send("Network.enable")
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  return {
    transfers,
    total: () => transfers.reduce((sum, transfer) => sum + transfer.bytes, 0),
  }
}

function browserOf(context: BrowserContext) {
  const browser = context.browser()
  if (!browser) throw new Error("the page's context has no browser")
  return browser
}

/** A phone on a mobile network; `Save-Data: on` when its data saver is on. */
async function phone(context: BrowserContext, saveData: boolean) {
  const phoneContext = await browserOf(context).newContext({
    locale: "fr-FR",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
  })
  const page = await phoneContext.newPage()
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  return { page, errors }
}

/** Opens the page, lets it settle, then scrolls to the end as a shopper reading it would. */
async function readWholePage(page: Page, url: string) {
  const response = await page.goto(url)
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 })
  await page.waitForLoadState("networkidle")
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 800)
    await page.waitForLoadState("networkidle")
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState("networkidle")
  return response
}

/** The product pictures received (the backend's uploads; the header's logo is the shop's own, 1 kB). */
const picturesOf = (transfers: Transfer[]) =>
  transfers.filter((transfer) => transfer.type === "Image" && new URL(transfer.url).pathname.startsWith("/uploads/")).map((transfer) => transfer.url)

const mainPicture = (page: Page) => page.getByRole("region", { name: "Photos du produit" }).getByRole("img").first()

describe("data-light mode", () => {
  const browser = useBrowserPage()

  it("(d) with Save-Data: on, a product page transfers under 250 kB in all, and less than without it", async () => {
    const light = await phone(browser.page.context(), true)
    const lightTransfers = await recordTransfers(light.page)
    const response = await readWholePage(light.page, packUrl)
    expect(response.headers().vary).toMatch(/Save-Data/)

    // Only the main picture, at 400 px: the pack's contents and the related products below show none.
    expect(picturesOf(lightTransfers.transfers)).toEqual([expect.stringMatching(/-400\.webp$/)])
    expect(await mainPicture(light.page).getAttribute("srcset")).toBeNull()
    expect(await light.page.getByText("Photo masquée (économie de données)").count()).toBeGreaterThan(0)
    // Nothing fetched ahead: no prefetch links, and no other page's document or data was asked for.
    await light.page.getByRole("link", { name: "Boutique", exact: true }).first().hover()
    await light.page.waitForLoadState("networkidle")
    expect(await light.page.locator('link[rel="prefetch"], link[rel="prerender"], script[type="speculationrules"]').count()).toBe(0)
    const pages = lightTransfers.transfers.filter((transfer) => transfer.type === "Document" || transfer.url.includes(".data"))
    expect(pages.map((transfer) => new URL(transfer.url).pathname)).toEqual([new URL(packUrl).pathname])

    const lightBytes = lightTransfers.total()
    expect(light.errors).toEqual([])

    const full = await phone(browser.page.context(), false)
    const fullTransfers = await recordTransfers(full.page)
    await readWholePage(full.page, packUrl)
    const fullBytes = fullTransfers.total()
    expect(picturesOf(fullTransfers.transfers).length).toBeGreaterThan(1)
    await light.page.context().close()
    await full.page.context().close()

    const byType = (transfers: Transfer[]) => {
      const types = new Map<string, { count: number; bytes: number }>()
      for (const { type, bytes } of transfers) {
        const sum = types.get(type) ?? { count: 0, bytes: 0 }
        types.set(type, { count: sum.count + 1, bytes: sum.bytes + bytes })
      }
      return [...types].map(([type, sum]) => `${type} ${sum.count} (${sum.bytes} B)`)
    }
    const others = lightTransfers.transfers.filter((transfer) => !["Script", "Image", "Document"].includes(transfer.type))
    console.info(`other requests: ${others.map((transfer) => `${transfer.type} ${new URL(transfer.url).pathname} ${transfer.bytes} B`).join(", ")}`)
    console.info(
      `product page transferred: ${lightBytes} bytes with Save-Data (${byType(lightTransfers.transfers).join(", ")}), ` +
        `${fullBytes} bytes without (${byType(fullTransfers.transfers).join(", ")})`,
    )
    expect(lightBytes).toBeLessThan(BUDGET_BYTES)
    expect(lightBytes).toBeLessThan(fullBytes)
  })

  it("the footer switch turns it on without Save-Data, survives navigation and reloads, in both languages, and turns off", async () => {
    const { page } = browser
    await page.goto(packUrl)
    const toggle = page.getByRole("button", { name: "Économie de données", exact: true })
    expect(await toggle.getAttribute("aria-pressed")).toBe("false")
    expect(await mainPicture(page).getAttribute("srcset")).toMatch(/400w, .+800w$/)

    await toggle.click()
    // The page's data is read again after the switch's answer: the main picture loses its 800 px choice.
    await page.waitForSelector('section[aria-label="Photos du produit"] img:not([srcset])')
    expect(await toggle.getAttribute("aria-pressed")).toBe("true")
    expect(await mainPicture(page).getAttribute("src")).toMatch(/-400\.webp$/)
    expect(page.url()).toBe(packUrl)

    // A client-side navigation keeps it: the shop's cards below the fold show no picture.
    await page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Boutique" }).click()
    await page.waitForURL(`${shop}/shop`)
    await page.getByText("Photo masquée (économie de données)").first().waitFor()
    expect(await toggle.getAttribute("aria-pressed")).toBe("true")

    await page.reload()
    expect(await toggle.getAttribute("aria-pressed")).toBe("true")
    expect(await page.locator("main img[srcset]").count()).toBe(0)

    await page.getByRole("button", { name: "English" }).click()
    await page.waitForURL(`${shop}/shop`)
    const englishToggle = page.getByRole("button", { name: "Data saver", exact: true })
    expect(await englishToggle.getAttribute("aria-pressed")).toBe("true")
    expect(await page.getByText("Picture hidden (data saver)").count()).toBeGreaterThan(0)

    await englishToggle.click()
    await page.waitForSelector("main img[srcset]")
    expect(await englishToggle.getAttribute("aria-pressed")).toBe("false")
    await page.reload()
    expect(await englishToggle.getAttribute("aria-pressed")).toBe("false")
    expect(await page.locator("main img[srcset]").count()).toBeGreaterThan(0)
    expect(await page.getByText("Picture hidden (data saver)").count()).toBe(0)
  })

  it("a shopper whose browser sends Save-Data can turn it off", async () => {
    const { page } = browser
    await page.setExtraHTTPHeaders({ "Save-Data": "on" })
    await page.goto(packUrl)
    const toggle = page.getByRole("button", { name: "Économie de données", exact: true })
    expect(await toggle.getAttribute("aria-pressed")).toBe("true")
    expect(await page.getByText("Activée par votre navigateur.").count()).toBe(1)
    await toggle.click()
    await page.waitForSelector('section[aria-label="Photos du produit"] img[srcset]')
    await page.reload()
    expect(await toggle.getAttribute("aria-pressed")).toBe("false")
    expect(await mainPicture(page).getAttribute("srcset")).toMatch(/800w$/)
  })

  it("works without JavaScript: a plain form that comes back to the same page", async () => {
    const context = await browserOf(browser.page.context()).newContext({ locale: "fr-FR", javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(packUrl)
    await page.getByRole("button", { name: "Économie de données", exact: true }).click()
    await page.waitForURL(packUrl)
    expect(await page.getByRole("button", { name: "Économie de données", exact: true }).getAttribute("aria-pressed")).toBe("true")
    expect(await mainPicture(page).getAttribute("src")).toMatch(/-400\.webp$/)
    await context.close()
  })

  it("refuses another site's post and an unknown choice, with a sentence in the shopper's language", async () => {
    const { page } = browser
    const foreign = await page.request.post(`${shop}/resources/data-light`, {
      form: { mode: "on", redirectTo: "/" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    })
    expect(foreign.status()).toBe(403)
    expect(foreign.headers()["set-cookie"]).toBeUndefined()

    const unknown = await page.request.post(`${shop}/resources/data-light`, {
      form: { mode: "sometimes", redirectTo: "/" },
      headers: { Origin: new URL(shop).origin },
      maxRedirects: 0,
    })
    expect(unknown.status()).toBe(400)
    expect(await unknown.text()).toBe("Choix inconnu pour l'économie de données. Revenez à la page et réessayez.")
  })
})
