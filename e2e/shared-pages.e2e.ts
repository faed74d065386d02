import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { addToBag, inStockSeedProducts, PASSWORD, registerAndActivate, solveCaptcha } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")

const customer = { firstName: "Ndolo", lastName: "Ebongue", email: `ndolo.${Date.now()}@example.cm`, phone: "237670000033" }
const product = inStockSeedProducts[6]!
const PAGES = ["/", "/shop", `/product/${product.handle}/details`, "/faq"]

describe("pages kept by shared caches", () => {
  const browser = useBrowserPage()

  it("never shows a signed-in visitor's name or bag to another, and never lets a shared cache keep their pages", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)
    await page.goto(`${shop}/login`)
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
    await solveCaptcha(page)
    await page.getByRole("button", { name: "Se connecter" }).click()
    await page.waitForURL((url) => !url.pathname.startsWith("/login"))
    await addToBag(page, shop, product)
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ")

    // Both visitors at once, several times over: the storefront's catalogue cache serves them both.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        PAGES.flatMap((path) => [
          fetch(`${shop}${path}`, { headers: { cookie } }).then(async (response) => ({ path, signedIn: true, response, html: await response.text() })),
          fetch(`${shop}${path}`).then(async (response) => ({ path, signedIn: false, response, html: await response.text() })),
        ])
      )
      for (const { path, signedIn, response, html } of answers) {
        expect(response.status, path).toBe(200)
        const cacheControl = response.headers.get("cache-control")
        // The header's bag link says how many units the visitor's bag holds.
        const bag = /aria-label="(Panier[^"]*)"/.exec(html)?.[1]
        if (signedIn) {
          expect(html, path).toContain(`Mon compte (${customer.firstName})`)
          expect(bag, path).toMatch(/^Panier, 1\sarticle$/)
          expect(cacheControl, path).toBe("private, no-store")
        } else {
          expect(html, path).not.toContain(customer.firstName)
          expect(bag, path).toMatch(/^Panier, 0\sarticle$/)
          expect(cacheControl, path).toMatch(/^public, .*s-maxage=\d+/)
          expect(response.headers.get("vary"), path).toContain("Cookie")
        }
      }
    }
    // The visitor's own pages are never shared, whoever asks.
    expect((await fetch(`${shop}/cart`)).headers.get("cache-control")).toBe("private, no-store")
  }, 120_000)
})
