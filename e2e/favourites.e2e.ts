import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { inStockSeedProducts, PASSWORD, registerAndActivate, solveCaptcha } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")

const customer = { firstName: "Nadia", lastName: "Fotso", email: `nadia.${Date.now()}@example.cm`, phone: "237670000011" }
const [serum] = inStockSeedProducts

async function logIn(page: Page) {
  await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
  await solveCaptcha(page)
  await page.getByRole("button", { name: "Se connecter" }).click()
}

describe("favourites", () => {
  const browser = useBrowserPage()

  it("favourite while anonymous, log in, come back with it added, then remove it after confirming", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)

    // Anonymous: asked to log in, then back on the product page with the product added.
    const productPage = `${shop}/product/${serum.handle}/details`
    await page.goto(productPage)
    await page.getByRole("button", { name: "Ajouter aux favoris", exact: true }).click()
    await page.waitForURL(`${shop}/login?returnUrl=%2Fmy-favourites%3Fresume%3D1`)
    await page.getByText("Veuillez vous connecter avant d'ajouter aux favoris", { exact: true }).waitFor()
    await logIn(page)
    await page.waitForURL(productPage)
    await page.getByText("Produit ajouté à vos favoris", { exact: true }).waitFor()

    // A second time: the spec's "already added".
    await page.getByRole("button", { name: "Ajouter aux favoris", exact: true }).click()
    await page.getByText("Produit déjà ajouté aux favoris", { exact: true }).waitFor()

    // The list: price, stock and "add to bag"; removal asks first (a modal dialog with JavaScript).
    await page.goto(`${shop}/my-favourites`)
    const list = page.getByRole("list", { name: "Vos produits favoris" })
    await list.getByRole("link", { name: serum.title.fr, exact: true }).waitFor()
    expect(await list.getByText("FCFA").count()).toBeGreaterThan(0)
    await list.getByText(/En stock|Plus que/).first().waitFor()
    await list.getByRole("button", { name: "Ajouter au panier" }).waitFor()

    await list.getByRole("link", { name: `Retirer ${serum.title.fr} de vos favoris` }).click()
    const dialog = page.getByRole("dialog", { name: `Voulez-vous vraiment retirer « ${serum.title.fr} » de vos favoris ?` })
    await dialog.waitFor()
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true)
    await dialog.getByRole("link", { name: "Non, le garder" }).click()
    await dialog.waitFor({ state: "detached" })
    await list.getByRole("link", { name: serum.title.fr, exact: true }).waitFor()

    await list.getByRole("link", { name: `Retirer ${serum.title.fr} de vos favoris` }).click()
    await dialog.getByRole("button", { name: "Oui, retirer" }).click()
    await page.getByText("Produit retiré de vos favoris", { exact: true }).waitFor()
    await page.getByText("Vous n'avez pas encore de favoris.").waitFor()

    // Without JavaScript: a card's heart, then the confirmation as a page state.
    const chromium = page.context().browser()
    if (!chromium) throw new Error("The page has no browser")
    const noScript = await chromium.newContext({ javaScriptEnabled: false, locale: "fr-FR" })
    try {
      await noScript.addCookies(await page.context().cookies())
      const plain = await noScript.newPage()
      await plain.goto(`${shop}/shop`)
      const heart = plain.getByRole("button", { name: /^Ajouter .+ aux favoris$/ }).first()
      const title = (await heart.getAttribute("aria-label"))?.replace(/^Ajouter (.+) aux favoris$/, "$1")
      await heart.click()
      await plain.getByText("Produit ajouté à vos favoris", { exact: true }).waitFor()
      expect(new URL(plain.url()).pathname).toBe("/shop")

      await plain.goto(`${shop}/my-favourites`)
      await plain.getByRole("link", { name: `Retirer ${title} de vos favoris` }).click()
      expect(new URL(plain.url()).searchParams.get("remove")).toMatch(/^fav_/)
      await plain.getByRole("button", { name: "Oui, retirer" }).click()
      await plain.getByText("Produit retiré de vos favoris", { exact: true }).waitFor()
      await plain.getByText("Vous n'avez pas encore de favoris.").waitFor()
    } finally {
      await noScript.close()
    }
  })
})
