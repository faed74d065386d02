import { describe, expect, inject, it } from "vitest"
import { useBrowserPage, waitForTitle } from "./browser"
import { signInToAdmin } from "./staff"

const shop = inject("storefrontUrl")

describe("storefront foundation", () => {
  const browser = useBrowserPage()

  it("serves the home page in French with seeded products and the title prefix", async () => {
    const { page } = browser
    await page.goto(shop)
    expect(await page.title()).toBe("DreamShade | Accueil")
    expect(await page.locator("html").getAttribute("lang")).toBe("fr")
    const featured = page.getByRole("region", { name: "Produits vedettes" })
    const cards = featured.getByRole("article")
    expect(await cards.count()).toBeGreaterThanOrEqual(4)
    expect(await cards.first().getByRole("heading").textContent()).toBeTruthy()
    expect(await featured.textContent()).toMatch(/\d[\d\s\u202f\u00a0]*\s?FCFA/)
    // decode() rejects for a broken image: the product images really come from the backend.
    const sources = await featured.evaluate((section) =>
      Promise.all([...section.querySelectorAll("img")].slice(0, 4).map((img) => img.decode().then(() => img.currentSrc)))
    )
    expect(sources).toHaveLength(4)
    for (const source of sources) expect(source).toMatch(/\/uploads\/.+-400\.webp$/)
  })

  it("switches to English on any page, and the choice survives navigation and reload", async () => {
    const { page } = browser
    await page.goto(`${shop}/shop?page=2`)
    expect(await page.title()).toBe("DreamShade | Boutique")
    await page.getByRole("button", { name: "English" }).click()
    await page.waitForURL(`${shop}/shop?page=2`)
    expect(await page.title()).toBe("DreamShade | Shop")
    expect(await page.locator("html").getAttribute("lang")).toBe("en")
    expect(await page.getByText(/Showing \d+ of \d+ results/).count()).toBe(1)

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home" }).click()
    await page.waitForURL(`${shop}/`)
    expect(await waitForTitle(page, "DreamShade | Home")).toBe("DreamShade | Home")
    await page.reload()
    expect(await page.title()).toBe("DreamShade | Home")
    expect(await page.getByRole("heading", { name: "Featured products" }).count()).toBe(1)
    expect(await page.textContent("body")).toMatch(/XAF\s?\d/)
  })

  it("lands on the home page from an unknown path", async () => {
    const { page } = browser
    await page.goto(`${shop}/no/such/page`)
    expect(page.url()).toBe(`${shop}/`)
    expect(await page.title()).toBe("DreamShade | Accueil")
  })

  it("sets the title on client-side navigation and scrolls back to the top", async () => {
    const { page } = browser
    await page.goto(shop)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Boutique" }).click()
    await page.waitForURL(`${shop}/shop`)
    expect(await waitForTitle(page, "DreamShade | Boutique")).toBe("DreamShade | Boutique")
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

describe("staff admin", () => {
  // Before signing in, the admin asks who is signed in and gets a 401: the browser logs it.
  const browser = useBrowserPage({ expectedErrors: [/status of 401/] })

  it("lets staff sign in at /app with the configured account", async () => {
    const { page } = browser
    await signInToAdmin(page)
    expect(page.url()).toContain("/app/orders")
  })
})
