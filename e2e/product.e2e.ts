import fs from "node:fs"
import { fileURLToPath } from "node:url"
import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage, waitForTitle } from "./browser"

const shop = inject("storefrontUrl")

/** The catalogue the stack was seeded with: the expected texts. */
const readSeed = (file: string) => JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../seed/${file}`, import.meta.url)), "utf8"))
type Bilingual = { fr: string; en: string }
type SeedItem = { handle: string; title: Bilingual; size: string; stock?: number; sold_count: number; skin_types: string[] }
const categories: { handle: string }[] = readSeed("categories.json")
const singles: SeedItem[] = categories.flatMap((category) => readSeed(`products/${category.handle}.json`))
const packs: (SeedItem & { components: { product: string; quantity: number }[] })[] = readSeed("packs.json")
const deals: { items: { product: string }[] } = readSeed("deals.json")
const seeded = (handle: string) => [...singles, ...packs].find((item) => item.handle === handle)!

const deal = seeded(deals.items[0]!.product)
const low = singles.find((product) => product.stock! > 0 && product.stock! <= 5)!
const soldOut = singles.find((product) => product.stock === 0)!
const pack = packs.find((candidate) => candidate.components.some((component) => component.quantity > 1))!

const productUrl = (handle: string) => `${shop}/product/${handle}/details`

async function openProduct(page: Page, handle: string) {
  const response = await page.goto(productUrl(handle))
  expect(response?.status()).toBe(200)
  return page
}

describe("product page", () => {
  const browser = useBrowserPage()

  it("shows every section of a product on sale, in French", async () => {
    const page = await openProduct(browser.page, deal.handle)
    expect(await page.title()).toBe(`DreamShade | ${deal.title.fr}`)
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(deal.title.fr)
    const body = (await page.locator("main").textContent())!
    expect(body).toContain(`Contenance\u00A0: ${deal.size}`)
    expect(body).toMatch(/Prix promotionnel\u00A0:\s*[\d\u202f]+\u00A0FCFA\s*Prix habituel\u00A0:\s*[\d\u202f]+\u00A0FCFA/)
    expect(body).toMatch(/Offre valable jusqu'au \d{1,2} \S+ \d{4}/)
    const summary = page.getByRole("region", { name: deal.title.fr })
    expect(await summary.getByText("En stock", { exact: true }).count()).toBe(1)
    expect(body).toMatch(/[\d\u202f]+ vendus/)

    // The picture: 800px, sized, loaded at once, and really served by the backend.
    const picture = page.getByRole("region", { name: "Photos du produit" }).getByRole("img")
    expect(await picture.getAttribute("width")).toBe("800")
    expect(await picture.getAttribute("loading")).toBe("eager")
    expect(await picture.getAttribute("srcset")).toMatch(/-400\.webp 400w, .+-800\.webp 800w$/)
    expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0)

    for (const heading of ["Types de peau", "Description", "Détails", "Conseils d'utilisation", "Avis clients", "Vous aimerez aussi"]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1)
    }
    const reviews = page.getByRole("region", { name: "Avis clients" })
    expect(await reviews.textContent()).toContain("Aucun avis pour le moment")

    const related = page.getByRole("region", { name: "Vous aimerez aussi" }).getByRole("article")
    expect(await related.count()).toBeGreaterThanOrEqual(1)
    expect(await related.count()).toBeLessThanOrEqual(8)
    expect(await related.getByRole("heading").allTextContents()).not.toContain(deal.title.fr)

    // The bag (see cart.e2e.ts) and the favourites (favourites.e2e.ts) are both offered.
    expect(await page.getByRole("button", { name: "Ajouter au panier", exact: true }).isEnabled()).toBe(true)
    expect(await page.getByRole("button", { name: "Ajouter aux favoris", exact: true }).isEnabled()).toBe(true)
  })

  it("shares through WhatsApp, Facebook or a copied link when the browser has no share sheet", async () => {
    const page = await openProduct(browser.page, deal.handle)
    const share = page.getByRole("region", { name: "Partager" })
    const canonical = productUrl(deal.handle)
    const whatsapp = await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")
    const facebook = await share.getByRole("link", { name: /Facebook/ }).getAttribute("href")
    expect(new URL(whatsapp!).searchParams.get("text")).toContain(canonical)
    expect(new URL(facebook!).searchParams.get("u")).toBe(canonical)

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: shop })
    await share.getByRole("button", { name: "Copier le lien" }).click()
    await share.getByRole("status").getByText("Lien copié").waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
  })

  it("says how many are left, or that the product is out of stock", async () => {
    const page = await openProduct(browser.page, low.handle)
    const lowSummary = page.getByRole("region", { name: low.title.fr })
    expect(await lowSummary.getByText(`Plus que ${low.stock}`, { exact: true }).count()).toBe(1)
    await openProduct(page, soldOut.handle)
    const soldOutSummary = page.getByRole("region", { name: soldOut.title.fr })
    expect(await soldOutSummary.getByText("Rupture de stock", { exact: true }).count()).toBe(1)
  })

  it("lists a pack's products with quantities, each a link to its own page", async () => {
    const page = await openProduct(browser.page, pack.handle)
    const contents = page.getByRole("region", { name: "Contenu du coffret" })
    const links = contents.getByRole("link")
    expect(await links.count()).toBe(pack.components.length)
    const doubled = pack.components.find((component) => component.quantity > 1)!
    const item = contents.getByRole("listitem").filter({ hasText: seeded(doubled.product).title.fr })
    expect(await item.textContent()).toContain(`Quantité\u00A0: ${doubled.quantity}`)

    await item.getByRole("link").click()
    await page.waitForURL(productUrl(doubled.product))
    const title = seeded(doubled.product).title.fr
    expect(await waitForTitle(page, `DreamShade | ${title}`)).toBe(`DreamShade | ${title}`)
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title)
  })

  it("speaks English", async () => {
    const page = browser.page
    const response = await page.goto(`${productUrl(low.handle)}?lng=en`)
    expect(response?.status()).toBe(200)
    expect(await page.locator("html").getAttribute("lang")).toBe("en")
    expect(await page.title()).toBe(`DreamShade | ${low.title.en}`)
    const summary = page.getByRole("region", { name: low.title.en })
    expect(await summary.getByText(`Only ${low.stock} left`, { exact: true }).count()).toBe(1)
    expect(await page.getByRole("button", { name: "Add to cart", exact: true }).isEnabled()).toBe(true)
    expect(await page.getByRole("spinbutton", { name: "Quantity" }).getAttribute("max")).toBe(String(low.stock))
    expect(await page.getByRole("region", { name: "Customer reviews" }).textContent()).toContain("No reviews yet")
    expect(await page.getByRole("heading", { name: "How to use" }).count()).toBe(1)

    await page.goto(productUrl(deal.handle))
    expect(await page.locator("main").textContent()).toMatch(/Offer ends on \d{1,2} \S+ \d{4}/)
    // The copy button appears once the page's JavaScript runs.
    await page.getByRole("region", { name: "Share" }).getByRole("button", { name: "Copy link" }).waitFor()
  })

  it("describes the product for search engines and link previews", async () => {
    const page = await openProduct(browser.page, deal.handle)
    const canonical = productUrl(deal.handle)
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonical)
    const description = await page.locator('meta[name="description"]').getAttribute("content")
    expect(description!.length).toBeGreaterThan(0)
    expect(description!.length).toBeLessThanOrEqual(160)
    const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content")
    expect(await og("og:type")).toBe("product")
    expect(await og("og:title")).toBe(deal.title.fr)
    expect(await og("og:url")).toBe(canonical)
    expect(await og("og:image")).toMatch(/-800\.webp$/)

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(scripts).toHaveLength(1)
    const jsonLd = JSON.parse(scripts[0]!)
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: deal.title.fr,
      offers: { "@type": "Offer", priceCurrency: "XAF", availability: "https://schema.org/InStock", url: canonical },
    })
    expect(typeof jsonLd.offers.price).toBe("number")
  })
})

describe("unknown product", () => {
  // The browser reports the page's 404 status in the console.
  const browser = useBrowserPage({ expectedErrors: [/status of 404/] })

  it("is a real 404 page in the shopper's language", async () => {
    const page = browser.page
    const response = await page.goto(productUrl("no-such-product"))
    expect(response?.status()).toBe(404)
    expect(await page.getByRole("heading", { name: "Page introuvable" }).count()).toBe(1)
    expect(await page.title()).toBe("DreamShade | Page introuvable")
    expect(await page.getByRole("link", { name: "Retour à l'accueil", exact: true }).getAttribute("href")).toBe("/")

    const english = await page.goto(`${productUrl("no-such-product")}?lng=en`)
    expect(english?.status()).toBe(404)
    expect(await page.getByRole("heading", { name: "Page not found" }).count()).toBe(1)
    expect(await page.title()).toBe("DreamShade | Page not found")
  })
})
