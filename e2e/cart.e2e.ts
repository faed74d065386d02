import fs from "node:fs"
import { fileURLToPath } from "node:url"
import type { Browser, Locator, Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage, waitForTitle } from "./browser"

const shop = inject("storefrontUrl")

/** The catalogue the stack was seeded with. */
const readSeed = (file: string) => JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../seed/${file}`, import.meta.url)), "utf8"))
type SeedItem = { handle: string; title: { fr: string; en: string }; stock: number }
const categories: { handle: string }[] = readSeed("categories.json")
const singles: SeedItem[] = categories.flatMap((category) => readSeed(`products/${category.handle}.json`))
const plenty = singles.filter((product) => product.stock > 20)
const low = singles.find((product) => product.stock > 1 && product.stock <= 5)!
const soldOut = singles.find((product) => product.stock === 0)!

const productUrl = (handle: string) => `${shop}/product/${handle}/details`

/** `12 500 FCFA`, as the shop writes prices in French. */
const fcfa = (amount: number) => `${new Intl.NumberFormat("fr-FR").format(amount).replace(/\s/g, "\u202f")}\u00a0FCFA`

/** The first price in a piece of the page (what the shopper pays), in whole francs. */
async function firstPrice(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? ""
  const match = text.match(/(\d{1,3}(?:\u202f\d{3})*)\u00a0FCFA/)
  if (!match) throw new Error(`No price in: ${text}`)
  return Number(match[1].replace(/\D/g, ""))
}

/** A page whose scripts have loaded, so forms go through fetchers. */
async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: "networkidle" })
  expect(response?.status()).toBe(200)
}

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Panier/ })
const cartLinkName = async (page: Page) => (await cartLink(page).getAttribute("aria-label")) ?? ""
const waitForCartLink = (page: Page, name: string) =>
  expect.poll(() => cartLinkName(page), { timeout: 15_000 }).toBe(name)

/** The first shop card, other than `title`'s, that can be added to the bag. */
const anotherCard = (page: Page, title: string) =>
  page
    .getByRole("article")
    .filter({ hasNot: page.getByRole("heading", { name: title, exact: true }) })
    .filter({ has: page.getByRole("button", { name: /^Ajouter au panier/ }) })
    .first()

/**
 * Clicks a fetcher's button and waits for the server's answer: the page shows the change at once,
 * before the server has made it.
 */
async function settled(page: Page, button: Locator) {
  const answered = page.waitForResponse((response) => response.url().includes("/resources/cart") && response.request().method() === "POST")
  await button.click()
  expect((await answered).status()).toBe(200)
}

async function addFromProductPage(page: Page, quantity: number) {
  await page.getByRole("spinbutton", { name: "Quantité" }).fill(String(quantity))
  await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click()
}

describe("cart, with JavaScript", () => {
  // A refused add is an HTTP 400 for the fetcher, which Chromium reports on the console.
  const browser = useBrowserPage({ expectedErrors: [/status of 400/] })

  it("fills the bag from a product page and a shop card, then changes and removes lines with totals in XAF", async () => {
    const page = browser.page
    const [first] = plenty
    await openHydrated(page, productUrl(first.handle))
    expect(await cartLinkName(page)).toBe("Panier, 0\u00a0article")
    const firstPrice_ = await firstPrice(page.getByRole("region", { name: first.title.fr }))
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

    await addFromProductPage(page, 2)
    await page.getByText(`2 × ${first.title.fr} ont été ajoutés au panier.`).waitFor()
    await waitForCartLink(page, "Panier, 2\u00a0articles")
    // A fetcher did it: the page was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    await openHydrated(page, `${shop}/shop`)
    const card = anotherCard(page, first.title.fr)
    const secondTitle = (await card.getByRole("heading").textContent())!
    const secondPrice = await firstPrice(card)
    await card.getByRole("button", { name: `Ajouter au panier\u00a0: ${secondTitle}` }).click()
    await card.getByText(`${secondTitle} a été ajouté au panier.`).waitFor()
    await waitForCartLink(page, "Panier, 3\u00a0articles")

    await cartLink(page).click()
    expect(await waitForTitle(page, "DreamShade | Panier")).toBe("DreamShade | Panier")
    const lines = page.getByRole("list", { name: "Articles du panier" }).getByRole("listitem")
    expect(await lines.count()).toBe(2)
    const firstLine = lines.filter({ has: page.getByRole("link", { name: first.title.fr }) })
    expect(await firstLine.getByTestId("line-quantity").textContent()).toBe("2")
    expect(await firstLine.textContent()).toContain(fcfa(2 * firstPrice_))
    expect(await firstLine.getByRole("link", { name: first.title.fr }).getAttribute("href")).toBe(`/product/${first.handle}/details`)
    const subtotal = page.getByTestId("cart-subtotal")
    expect(await subtotal.textContent()).toBe(fcfa(2 * firstPrice_ + secondPrice))
    expect(await page.getByTestId("cart-items").textContent()).toBe("3\u00a0articles")
    expect(await page.getByRole("link", { name: "Commander" }).getAttribute("href")).toBe("/checkout")

    await settled(page, firstLine.getByRole("button", { name: `Ajouter un exemplaire de ${first.title.fr}` }))
    await expect.poll(() => firstLine.getByTestId("line-quantity").textContent()).toBe("3")
    await expect.poll(() => subtotal.textContent()).toBe(fcfa(3 * firstPrice_ + secondPrice))
    await waitForCartLink(page, "Panier, 4\u00a0articles")

    await settled(page, page.getByRole("button", { name: `Retirer ${secondTitle} du panier` }))
    await expect.poll(() => lines.count()).toBe(1)
    await expect.poll(() => subtotal.textContent()).toBe(fcfa(3 * firstPrice_))
    await waitForCartLink(page, "Panier, 3\u00a0articles")

    // Kept across a reload...
    await page.reload()
    expect(await lines.count()).toBe(1)
    expect(await subtotal.textContent()).toBe(fcfa(3 * firstPrice_))
    expect(await cartLinkName(page)).toBe("Panier, 3\u00a0articles")

    // ...and a new visit with the same cookies (the browser closed and opened again).
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === "cart")).toMatchObject({ httpOnly: true, sameSite: "Lax" })
    const later = await page.context().browser()!.newContext({ locale: "fr-FR" })
    try {
      await later.addCookies(cookies)
      const again = await later.newPage()
      await again.goto(`${shop}/cart`)
      expect(await again.getByRole("list", { name: "Articles du panier" }).getByRole("listitem").count()).toBe(1)
      expect(await again.getByTestId("cart-subtotal").textContent()).toBe(fcfa(3 * firstPrice_))
    } finally {
      await later.close()
    }
  }, 120_000)

  it("respects the stock: out of stock cannot be added, and a low stock says how many are left", async () => {
    const page = browser.page
    await openHydrated(page, productUrl(soldOut.handle))
    expect(await page.getByRole("button", { name: "Ajouter au panier", exact: true }).count()).toBe(0)
    expect(await page.getByText("Ce produit est en rupture de stock.").count()).toBe(1)

    await openHydrated(page, productUrl(low.handle))
    expect(await page.getByRole("spinbutton", { name: "Quantité" }).getAttribute("max")).toBe(String(low.stock))
    await addFromProductPage(page, low.stock)
    await waitForCartLink(page, `Panier, ${low.stock}\u00a0articles`)
    await page.getByText(`${low.stock} × ${low.title.fr} ont été ajoutés au panier.`).waitFor()

    await addFromProductPage(page, 1)
    await page.getByText(`Il n'en reste plus que ${low.stock} en stock, dont ${low.stock} déjà dans votre panier.`).waitFor()
    expect(await cartLinkName(page)).toBe(`Panier, ${low.stock}\u00a0articles`)

    // The bag's stepper stops at the stock too.
    await openHydrated(page, `${shop}/cart`)
    await page.getByRole("button", { name: `Ajouter un exemplaire de ${low.title.fr}` }).click()
    await page.getByText(`Il n'en reste plus que ${low.stock} en stock.`).waitFor()
    expect(await page.getByTestId("line-quantity").textContent()).toBe(String(low.stock))
  }, 120_000)

  it("shows an empty bag with a way to the shop, in English too", async () => {
    const page = browser.page
    await page.goto(`${shop}/cart`)
    expect(await page.title()).toBe("DreamShade | Panier")
    expect(await page.getByText("Votre panier est vide.").count()).toBe(1)
    expect(await page.getByRole("main").getByRole("link", { name: "Découvrir la boutique" }).getAttribute("href")).toBe("/shop")
    await page.goto(`${shop}/cart?lng=en`)
    expect(await page.title()).toBe("DreamShade | Cart")
    expect(await page.getByText("Your cart is empty.").count()).toBe(1)
  })
})

describe("cart, without JavaScript", () => {
  const browser = useBrowserPage()

  async function withoutJavaScript(run: (page: Page) => Promise<void>) {
    const chromium: Browser = browser.page.context().browser()!
    const context = await chromium.newContext({ locale: "fr-FR", javaScriptEnabled: false })
    try {
      await run(await context.newPage())
    } finally {
      await context.close()
    }
  }

  it("adds, changes and removes with plain forms, and says what happened", async () => {
    await withoutJavaScript(async (page) => {
      const product = plenty[1]
      await page.goto(productUrl(product.handle))
      await addFromProductPage(page, 2)
      await page.waitForURL(productUrl(product.handle))
      expect(await page.getByRole("status").filter({ hasText: "ajoutés au panier" }).textContent()).toContain(
        `2 × ${product.title.fr} ont été ajoutés au panier.`
      )
      // The catalogue pages are the same for everyone (decision 040): without JavaScript the badge
      // has no count there; the bag's own page counts it.
      expect(await cartLinkName(page)).toBe("Panier")

      // A shop card's form too.
      await page.goto(`${shop}/shop`)
      await anotherCard(page, product.title.fr).getByRole("button", { name: /^Ajouter au panier/ }).click()
      await page.waitForURL(`${shop}/shop`)
      await page.getByRole("status").filter({ hasText: "ajouté au panier" }).waitFor()

      await page.goto(`${shop}/cart`)
      expect(await cartLinkName(page)).toBe("Panier, 3\u00a0articles")
      await page.getByRole("button", { name: `Retirer un exemplaire de ${product.title.fr}` }).click()
      await page.waitForURL(`${shop}/cart`)
      expect(await cartLinkName(page)).toBe("Panier, 2\u00a0articles")
      await page.getByRole("button", { name: `Retirer ${product.title.fr} du panier` }).click()
      await page.waitForURL(`${shop}/cart`)
      expect(await page.getByRole("list", { name: "Articles du panier" }).getByRole("listitem").count()).toBe(1)
      expect(await cartLinkName(page)).toBe("Panier, 1\u00a0article")

      // A refusal comes back as a message on the page it came from.
      await page.goto(productUrl(low.handle))
      await addFromProductPage(page, low.stock)
      await page.waitForURL(productUrl(low.handle))
      await addFromProductPage(page, 1)
      await page.waitForURL(productUrl(low.handle))
      expect(await page.getByRole("alert").textContent()).toBe(
        `Il n'en reste plus que ${low.stock} en stock, dont ${low.stock} déjà dans votre panier.`
      )
      await page.goto(`${shop}/cart`)
      expect(await cartLinkName(page)).toBe(`Panier, ${1 + low.stock}\u00a0articles`)
    })
  }, 120_000)
})
