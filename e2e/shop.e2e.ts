import type { Locator, Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage, waitForTitle } from "./browser"

const shop = inject("storefrontUrl")

/**
 * The shop updates the address bar a moment before the new results render: wait until the
 * results say they answer the URL in the address bar (`data-results-for`; a `lng` choice, kept
 * last, is not part of the results) and nothing is loading.
 */
async function waitForResults(page: Page) {
  await page.waitForFunction(() => {
    const results = document.querySelector("[data-results-for]")
    const address = (location.pathname + location.search).replace(/[?&]lng=(fr|en)$/, "")
    return results?.getAttribute("data-results-for") === address && results.getAttribute("aria-busy") !== "true"
  })
}

/** "Affichage de x sur y résultats" / "Showing x of y results", read as numbers. */
async function readCounter(page: Page) {
  await waitForResults(page)
  const text = (await page.getByRole("status").textContent()) ?? ""
  const match = text.match(/^(?:Affichage de|Showing) (\d+) (?:sur|of) (\d+) r[ée]sults?/)
  if (!match) throw new Error(`Unexpected counter: ${JSON.stringify(text)}`)
  return { shown: Number(match[1]), total: Number(match[2]) }
}

const results = (page: Page) => page.getByRole("region", { name: /^(Affichage de|Showing) / })
const filterForm = (page: Page, name = "Filtres") => page.getByRole("form", { name })

async function cardTitles(page: Page) {
  await waitForResults(page)
  return results(page).getByRole("article").getByRole("heading").allTextContents()
}

/** What each card's shopper pays (the first price on the card), in whole francs. */
async function cardPrices(page: Page) {
  await waitForResults(page)
  const texts = await results(page).getByRole("article").allTextContents()
  return texts.map((text) => {
    const price = text.match(/(\d{1,3}(?:[\s\u202f\u00a0,]\d{3})*)\s?FCFA|XAF\s?(\d{1,3}(?:,\d{3})*)/)
    if (!price) throw new Error(`No price on the card: ${text}`)
    return Number((price[1] ?? price[2]).replace(/\D/g, ""))
  })
}

/** The count shown beside a facet value, read from the checkbox's name ("Maquillage (12 produits)"). */
async function facetCount(checkbox: Locator) {
  const label = (await checkbox.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)) ?? ""
  const match = label.match(/\((\d+) (?:produits?|products?)\)/)
  if (!match) throw new Error(`No count beside the facet value: ${label}`)
  return Number(match[1])
}

/** The enabled box of a facet with the most products below `below` (so ticking it narrows). */
async function narrowingChoice(group: Locator, below: number) {
  let best: { box: Locator; count: number } | undefined
  for (const box of await group.getByRole("checkbox").all()) {
    if (!(await box.isEnabled()) || (await box.isChecked())) continue
    const count = await facetCount(box)
    if (count < below && count > (best?.count ?? 0)) best = { box, count }
  }
  if (!best) throw new Error("No facet value narrows the results")
  return best
}

describe("shop: faceted search", () => {
  const browser = useBrowserPage()

  it("narrows by category, then brand, then price range, with a truthful counter; clearing restores the total", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop`)
    expect(await page.title()).toBe("DreamShade | Boutique")
    const everything = await readCounter(page)
    expect(everything.total).toBeGreaterThan(10)
    expect(everything.shown).toBe(10)
    expect(await results(page).getByRole("article").count()).toBe(10)

    const form = filterForm(page)
    const category = await narrowingChoice(form.getByRole("group", { name: "Catégorie" }), everything.total)
    await category.box.check()
    await page.waitForURL(/\?category=[a-z0-9-]+$/)
    const byCategory = await readCounter(page)
    expect(byCategory.total).toBe(category.count)
    expect(byCategory.total).toBeLessThan(everything.total)
    expect(byCategory.shown).toBe(Math.min(10, byCategory.total))

    const brand = await narrowingChoice(form.getByRole("group", { name: "Marque" }), byCategory.total)
    await brand.box.check()
    await page.waitForURL(/&brand=[a-z0-9-]+$/)
    const byBrand = await readCounter(page)
    expect(byBrand.total).toBe(brand.count)
    expect(byBrand.total).toBeLessThan(byCategory.total)
    expect(await results(page).getByRole("article").count()).toBe(byBrand.shown)

    // A range that leaves out the dearest products of the selection.
    const prices = [...new Set(await cardPrices(page))].sort((a, b) => a - b)
    const [min, max] = [prices[0], prices.length > 1 ? prices[prices.length - 2] : prices[0]]
    await form.getByRole("spinbutton", { name: "Prix minimum" }).fill(String(min))
    await form.getByRole("spinbutton", { name: "Prix maximum" }).fill(String(max))
    await form.getByRole("button", { name: "Appliquer" }).click()
    await page.waitForURL(new RegExp(`&min_price=${min}&max_price=${max}$`))
    const byPrice = await readCounter(page)
    expect(byPrice.total).toBeGreaterThan(0)
    if (prices.length > 1) expect(byPrice.total).toBeLessThan(byBrand.total)
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(min)
      expect(price).toBeLessThanOrEqual(max)
    }
    expect(await page.getByRole("region", { name: "Filtres actifs" }).getByRole("link").count()).toBe(3)

    await page.getByRole("link", { name: "Effacer les filtres" }).first().click()
    await page.waitForURL(`${shop}/shop`)
    expect(await readCounter(page)).toEqual(everything)
    expect(await page.getByRole("region", { name: "Filtres actifs" }).count()).toBe(0)
    expect(await category.box.isChecked()).toBe(false)
  })

  it("removes one filter with its chip", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop`)
    const everything = await readCounter(page)
    const category = await narrowingChoice(filterForm(page).getByRole("group", { name: "Catégorie" }), everything.total)
    await category.box.check()
    await page.waitForURL(/category=/)
    await readCounter(page)
    await page.getByRole("region", { name: "Filtres actifs" }).getByRole("link", { name: /^Retirer le filtre / }).click()
    await page.waitForURL(`${shop}/shop`)
    expect((await readCounter(page)).total).toBe(everything.total)
    expect(await category.box.isChecked()).toBe(false)
  })

  it("sorts by price, ascending across pages", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop`)
    await readCounter(page)
    await page.getByRole("combobox", { name: "Trier par" }).selectOption({ label: "Prix croissant" })
    await page.waitForURL(`${shop}/shop?sort=price_asc`)
    const firstPage = await cardPrices(page)
    expect(firstPage).toHaveLength(10)
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b))

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click()
    await page.waitForURL(`${shop}/shop?sort=price_asc&page=2`)
    const secondPage = await cardPrices(page)
    expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b))
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1])
  })

  it("shows the next 10 products on page 2, with the same total", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop`)
    const first = await readCounter(page)
    const firstTitles = await cardTitles(page)
    const pagination = page.getByRole("navigation", { name: "Pagination" })
    expect(await pagination.getByRole("link", { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(4)
    expect(await pagination.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page")

    await pagination.getByRole("link", { name: "Page 2" }).click()
    await page.waitForURL(`${shop}/shop?page=2`)
    const second = await readCounter(page)
    expect(second.total).toBe(first.total)
    expect(second.shown).toBe(Math.min(10, first.total - 10))
    const secondTitles = await cardTitles(page)
    expect(secondTitles).toHaveLength(second.shown)
    expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([])
    expect(await pagination.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page")
    expect(await waitForTitle(page, "DreamShade | Boutique")).toBe("DreamShade | Boutique")
  })

  it("reproduces the same results from a shared URL in a new browser", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop`)
    const everything = await readCounter(page)
    const category = await narrowingChoice(filterForm(page).getByRole("group", { name: "Catégorie" }), everything.total)
    await category.box.check()
    await page.waitForURL(/category=/)
    await readCounter(page)
    await page.getByRole("combobox", { name: "Trier par" }).selectOption({ label: "Prix décroissant" })
    await page.waitForURL(/sort=price_desc/)
    const shared = page.url()
    const expected = { counter: await readCounter(page), titles: await cardTitles(page) }

    const context = await page.context().browser()!.newContext({ locale: "fr-FR" })
    try {
      const other = await context.newPage()
      await other.goto(shared)
      expect(other.url()).toBe(shared)
      expect(await readCounter(other)).toEqual(expected.counter)
      expect(await cardTitles(other)).toEqual(expected.titles)
      expect(await filterForm(other).getByRole("checkbox", { checked: true }).count()).toBe(1)
      expect(await other.getByRole("combobox", { name: "Trier par" }).inputValue()).toBe("price_desc")
    } finally {
      await context.close()
    }
  })

  it("links each card to its product page, named by the product title", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop`)
    const card = results(page).getByRole("article").first()
    const title = (await card.getByRole("heading").textContent())?.trim() ?? ""
    const link = card.getByRole("link")
    expect(await link.count()).toBe(1)
    expect(await link.getAttribute("href")).toMatch(/^\/product\/[a-z0-9-]+\/details$/)
    expect((await link.textContent())?.trim()).toBe(title)
  })

  it("works in English", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop?lng=en`)
    await page.waitForURL(`${shop}/shop?lng=en`)
    expect(await page.title()).toBe("DreamShade | Shop")
    const everything = await readCounter(page)
    const form = filterForm(page, "Filters")
    expect(await form.getByRole("checkbox", { name: /^Dry skin/ }).count()).toBe(1)
    const category = await narrowingChoice(form.getByRole("group", { name: "Category" }), everything.total)
    await category.box.check()
    await page.waitForURL(/category=/)
    expect((await readCounter(page)).total).toBe(category.count)
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" })
    await page.waitForURL(/sort=price_asc/)
    const prices = await cardPrices(page)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(await page.getByRole("status").textContent()).toMatch(/^Showing \d+ of \d+ results?$/)
    expect(await results(page).textContent()).toMatch(/XAF\s?\d/)
  })

  it("cleans up a hand-written URL and explains an inverted price range", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop?page=1&brand=&sort=cheapest&rating=9&utm_source=mail`)
    expect(page.url()).toBe(`${shop}/shop`)
    await page.goto(`${shop}/shop?min_price=9000&max_price=2000`)
    expect(page.url()).toBe(`${shop}/shop?min_price=9000&max_price=2000`)
    expect(await page.getByRole("alert").textContent()).toMatch(/prix minimum .* dépasse le prix maximum/)
    expect(await filterForm(page).getByRole("spinbutton", { name: "Prix minimum" }).inputValue()).toBe("9000")
    await page.goto(`${shop}/shop?page=999`)
    expect(page.url()).toMatch(/\/shop\?page=\d+$/)
  })
})

describe("shop without JavaScript", () => {
  const browser = useBrowserPage()

  it("filters with the plain form and pages with plain links", async () => {
    const context = await browser.page.context().browser()!.newContext({ locale: "fr-FR", javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`${shop}/shop`)
      const everything = await readCounter(page)
      const form = filterForm(page)
      const category = await narrowingChoice(form.getByRole("group", { name: "Catégorie" }), everything.total)
      await category.box.check()
      await form.getByRole("button", { name: "Appliquer" }).click()
      // The form sends every field, empty ones included; the shop redirects to the clean URL.
      await page.waitForURL(/\/shop\?category=[a-z0-9-]+$/)
      expect((await readCounter(page)).total).toBe(category.count)

      await page.getByRole("searchbox", { name: "Rechercher dans la boutique" }).fill("a")
      await page.getByRole("button", { name: "Rechercher" }).click()
      await page.waitForURL(/\/shop\?q=a&category=[a-z0-9-]+$/)
      await readCounter(page)

      await page.goto(`${shop}/shop`)
      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click()
      await page.waitForURL(`${shop}/shop?page=2`)
      expect((await readCounter(page)).total).toBe(everything.total)
    } finally {
      await context.close()
    }
  })
})
