import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage, waitForTitle } from "./browser"

const shop = inject("storefrontUrl")

/** Every informational page with its title in French and English (the footer links say the same). */
const PAGES = [
  { path: "/about", fr: "À propos", en: "About us" },
  { path: "/how-it-works", fr: "Comment ça marche", en: "How it works" },
  { path: "/contact", fr: "Contact", en: "Contact" },
  { path: "/help", fr: "Centre d'aide", en: "Help centre" },
  { path: "/faq", fr: "Questions fréquentes", en: "FAQ" },
  { path: "/shipping-guide", fr: "Guide de livraison", en: "Shipping guide" },
  { path: "/payment-methods", fr: "Moyens de paiement", en: "Payment methods" },
  { path: "/terms-and-condition", fr: "Conditions générales de vente", en: "Terms and conditions" },
  { path: "/terms-of-use", fr: "Conditions d'utilisation", en: "Terms of use" },
  { path: "/privacy-policy", fr: "Politique de confidentialité", en: "Privacy policy" },
] as const

/** The YouTube player is a third party: the machine is offline, so the tests serve a stand-in. */
async function standInForYouTube(page: Page) {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" })
  )
}

/** Requests that leave the shop (anything but localhost). */
function recordThirdPartyRequests(page: Page) {
  const requests: string[] = []
  page.on("request", (request) => {
    if (!["localhost", "127.0.0.1"].includes(new URL(request.url()).hostname)) requests.push(request.url())
  })
  return requests
}

const heading1 = (page: Page) => page.getByRole("heading", { level: 1 })

describe("informational pages", () => {
  const browser = useBrowserPage()

  for (const language of ["fr", "en"] as const) {
    it(`each renders in ${language === "fr" ? "French" : "English"} with its title and heading, and the footer reaches it`, async () => {
      const { page } = browser
      // Server rendering: a direct visit to each page.
      for (const info of PAGES) {
        await page.goto(`${shop}${info.path}?lng=${language}`)
        expect(await page.title()).toBe(`DreamShade | ${info[language]}`)
        expect(await heading1(page).textContent()).toBe(info[language])
        expect(await page.locator("html").getAttribute("lang")).toBe(language)
        expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy()
        expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(0)
      }
      // Client-side navigation: from the home page, through the footer, one page after another.
      await page.goto(`${shop}/`)
      const footer = page.getByRole("contentinfo")
      for (const info of PAGES) {
        await footer.getByRole("link", { name: info[language], exact: true }).click()
        await page.waitForURL(`${shop}${info.path}`)
        expect(await waitForTitle(page, `DreamShade | ${info[language]}`)).toBe(`DreamShade | ${info[language]}`)
        expect(await heading1(page).textContent()).toBe(info[language])
      }
    })
  }

  it("answers the FAQ in <details> and states the shop's rules", async () => {
    const { page } = browser
    await page.goto(`${shop}/faq`)
    for (const heading of ["Questions générales", "Paiement", "Commandes et retours"]) {
      expect(await page.getByRole("heading", { level: 2, name: heading, exact: true }).count()).toBe(1)
    }
    const answer = page.getByText("Non. Le paiement se fait toujours avant la livraison", { exact: false })
    expect(await answer.isVisible()).toBe(false)
    await page.getByText("Puis-je payer à la livraison ?").click()
    await answer.waitFor({ state: "visible" })

    await page.goto(`${shop}/shipping-guide?lng=en`)
    const rates = await page.getByRole("region", { name: "Fees in Cameroon" }).textContent()
    expect(rates).toMatch(/DoualaXAF\s1,000/)
    expect(rates).toMatch(/Elsewhere in CameroonXAF\s2,000/)
    expect(await page.textContent("main")).toMatch(/within 3 working days/i)
  })

  it("shows the shop's contact details and hours, and the help centre links to the help pages", async () => {
    const { page } = browser
    await page.goto(`${shop}/contact`)
    const main = page.getByRole("main")
    expect(await main.getByRole("link", { name: "contact@dreamshade.cm" }).getAttribute("href")).toBe(
      "mailto:contact@dreamshade.cm"
    )
    expect(await main.getByRole("link", { name: /^\+237 6\d{2}( \d{2}){3}$/ }).getAttribute("href")).toMatch(/^tel:\+2376\d{8}$/)
    // The hours are the backend's configuration (the browser tests' stack closes at 18:30), in the
    // page and in the footer: the storefront holds no copy of them.
    expect(await main.textContent()).toContain("Du lundi au samedi, de 9 h à 18 h 30 (GMT+1)")
    expect(await page.getByRole("contentinfo").textContent()).toContain("Du lundi au samedi, de 9 h à 18 h 30 (GMT+1)")
    // The details come before the contact form (its journey: contact.e2e.ts).
    expect(await main.locator("form").count()).toBe(1)

    await page.goto(`${shop}/help`)
    const topics = page.getByRole("region", { name: "Rubriques" })
    for (const name of ["Questions fréquentes", "Guide de livraison", "Moyens de paiement", "Contact", "Conditions générales de vente"]) {
      expect(await topics.getByRole("link", { name: new RegExp(`^${name}`) }).count()).toBe(1)
    }
    await topics.getByRole("link", { name: /^Guide de livraison/ }).click()
    await page.waitForURL(`${shop}/shipping-guide`)
    expect(await waitForTitle(page, "DreamShade | Guide de livraison")).toBe("DreamShade | Guide de livraison")
  })
})

describe("home page sections", () => {
  const browser = useBrowserPage()

  it("shows the deals of the day with both prices and when the deal ends, and the new packs", async () => {
    const { page } = browser
    await page.goto(`${shop}/`)
    const deals = page.getByRole("region", { name: "Les bons plans du jour" })
    const cards = deals.getByRole("article")
    expect(await cards.count()).toBeGreaterThanOrEqual(5)
    for (const text of await cards.allTextContents()) {
      // The sale price, then the regular one struck through.
      expect(text).toMatch(/\d[\d\u202f]*\u00a0FCFA.*\d[\d\u202f]*\u00a0FCFA/)
    }
    expect(await deals.locator("s").count()).toBe(await cards.count())
    expect(await deals.textContent()).toMatch(/Se termine (le \d{1,2} [a-zéû]+( \d{4})?|aujourd'hui|demain)/)

    const packs = page.getByRole("region", { name: "Nouveaux coffrets" })
    expect(await packs.getByRole("article").count()).toBeGreaterThanOrEqual(1)

    await page.goto(`${shop}/?lng=en`)
    const dealsEn = page.getByRole("region", { name: "Top deals of the day" })
    expect(await dealsEn.textContent()).toMatch(/Ends (\d{1,2} [A-Z][a-z]+( \d{4})?|today|tomorrow)/)
    expect(await dealsEn.textContent()).toMatch(/XAF\u00a0\d[\d,]*.*XAF\u00a0\d/)
    expect(await page.getByRole("region", { name: "New packs" }).getByRole("article").count()).toBeGreaterThanOrEqual(1)
  })

  it("loads no video player until the shopper presses play, then inserts it", async () => {
    const { page } = browser
    await standInForYouTube(page)
    const thirdParty = recordThirdPartyRequests(page)
    await page.goto(`${shop}/`, { waitUntil: "networkidle" })
    const videos = page.getByRole("region", { name: "Tutoriels vidéo" })
    expect(await videos.getByRole("article").count()).toBe(6)
    expect(await page.locator("iframe").count()).toBe(0)
    expect(thirdParty).toEqual([])

    const play = videos.getByRole("button", { name: /^Lire la vidéo : / }).first()
    const title = (await play.getAttribute("aria-label"))!.replace("Lire la vidéo : ", "")
    await play.click()
    const player = videos.locator("iframe")
    await player.waitFor()
    expect(await player.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/)
    expect(await player.getAttribute("title")).toBe(title)
    expect(await page.locator("iframe").count()).toBe(1)
  })

  it("shows more videos on demand", async () => {
    const { page } = browser
    await page.goto(`${shop}/`)
    const videos = page.getByRole("region", { name: "Tutoriels vidéo" })
    await videos.getByRole("link", { name: "Voir plus de vidéos" }).click()
    await page.waitForURL(`${shop}/?videos=12#video-7`)
    await page.waitForFunction(() => document.querySelectorAll("#videos article").length > 6)
    expect(await videos.getByRole("article").count()).toBeGreaterThan(6)
    expect(await page.locator("iframe").count()).toBe(0)
  })

  it("shows three videos on a phone, then the others", async () => {
    const { page } = browser
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${shop}/`)
    const videos = page.getByRole("region", { name: "Tutoriels vidéo" })
    const visibleCount = () =>
      videos.getByRole("article").evaluateAll((articles) => articles.filter((a) => a.checkVisibility()).length)
    expect(await visibleCount()).toBe(3)
    await videos.getByRole("link", { name: "Voir plus de vidéos" }).click()
    await page.waitForFunction(() => [...document.querySelectorAll("#videos article")].filter((a) => a.checkVisibility()).length === 6)
    expect(page.url()).toBe(`${shop}/`)
    await videos.getByRole("link", { name: "Voir plus de vidéos" }).click()
    await page.waitForURL(`${shop}/?videos=12#video-7`)
    await page.waitForFunction(() => [...document.querySelectorAll("#videos article")].filter((a) => a.checkVisibility()).length > 6)
  })

  it("works without JavaScript: videos link to the player, show more and the FAQ still work", async () => {
    const context = await browser.page.context().browser()!.newContext({ javaScriptEnabled: false, locale: "fr-FR" })
    const page = await context.newPage()
    try {
      const thirdParty = recordThirdPartyRequests(page)
      await page.goto(`${shop}/`)
      const videos = page.getByRole("region", { name: "Tutoriels vidéo" })
      const link = videos.getByRole("link", { name: /^Lire la vidéo : / }).first()
      expect(await link.getAttribute("href")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
      expect(await page.locator("iframe").count()).toBe(0)
      expect(thirdParty).toEqual([])
      await videos.getByRole("link", { name: "Voir plus de vidéos" }).click()
      await page.waitForURL(`${shop}/?videos=12#video-7`)
      expect(await videos.getByRole("article").count()).toBeGreaterThan(6)

      await page.goto(`${shop}/faq`)
      await page.getByText("Puis-je payer à la livraison ?").click()
      await page.getByText("Non. Le paiement se fait toujours avant la livraison", { exact: false }).waitFor()
    } finally {
      await context.close()
    }
  })
})

describe("sitemap.xml and robots.txt", () => {
  const browser = useBrowserPage()

  it("lists home, shop, every informational page and every product as valid XML", async () => {
    const { page } = browser
    const response = await page.request.get(`${shop}/sitemap.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/)
    const xml = await response.text()
    await page.goto(`${shop}/`)
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml")
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      }
    }, xml)
    expect(parsed.error).toBe(false)
    expect(parsed.root).toBe("urlset")
    for (const path of ["/", "/shop", ...PAGES.map((info) => info.path)]) expect(parsed.locs).toContain(`${shop}${path}`)
    const products = parsed.locs.filter((loc) => /\/product\/[^/]+\/details$/.test(loc))
    expect(products.length).toBeGreaterThanOrEqual(60)

    // A listed product page exists (an unknown path would land on the home page).
    await page.goto(products[0]!)
    expect(page.url()).toBe(products[0])
  })

  it("serves robots.txt pointing to the sitemap", async () => {
    const { page } = browser
    const response = await page.request.get(`${shop}/robots.txt`)
    expect(response.status()).toBe(200)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/resources\/$/m)
    expect(robots).toContain(`Sitemap: ${shop}/sitemap.xml`)
  })
})
