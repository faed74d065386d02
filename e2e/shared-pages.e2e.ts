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

  it("serves a signed-in shopper with a bag the same shared catalogue pages as anyone, their parts from a private answer", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)
    await page.goto(`${shop}/login`)
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
    await solveCaptcha(page)
    await page.getByRole("button", { name: "Se connecter" }).click()
    await page.waitForURL((url) => !url.pathname.startsWith("/login"))
    await addToBag(page, shop, product)
    // The hint that the page's script should ask for the shopper's parts came with the session and the bag.
    const cookies = await page.context().cookies()
    expect(cookies.find(({ name }) => name === "ds_personal")).toMatchObject({ httpOnly: false })
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ")

    // Both visitors at once, several times over: the storefront's catalogue cache serves them both.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        PAGES.flatMap((path) => [
          fetch(`${shop}${path}`, { headers: { cookie } }).then(async (response) => ({ path, response, html: await response.text() })),
          fetch(`${shop}${path}`).then(async (response) => ({ path, response, html: await response.text() })),
        ])
      )
      for (const { path, response, html } of answers) {
        expect(response.status, path).toBe(200)
        expect(response.headers.get("set-cookie"), path).toBeNull()
        expect(response.headers.get("cache-control"), path).toMatch(/^public, .*s-maxage=\d+/)
        expect(response.headers.get("vary"), path).toContain("Cookie")
        // Nobody's name or bag in the HTML: the header's bag link says no count until the client asks.
        expect(html, path).not.toContain(customer.firstName)
        expect(/aria-label="(Panier[^"]*)"/.exec(html)?.[1], path).toBe("Panier")
      }
    }

    // The shopper's parts: a small private answer, never kept by a shared cache.
    const personal = await fetch(`${shop}/resources/personal`, { headers: { cookie } })
    expect(personal.headers.get("cache-control")).toBe("private, no-store")
    expect(await personal.json()).toMatchObject({ customer: { firstName: customer.firstName }, cartCount: 1 })
    const nobody = await fetch(`${shop}/resources/personal`)
    expect(await nobody.json()).toEqual({ account: null, customer: null, cartCount: 0, review: null })
    // The shopper's own pages are never shared, whoever asks.
    expect((await fetch(`${shop}/cart`)).headers.get("cache-control")).toBe("private, no-store")
    expect((await fetch(`${shop}/cart`, { headers: { cookie } })).headers.get("cache-control")).toBe("private, no-store")
  }, 120_000)
})
