import fs from "node:fs"
import { fileURLToPath } from "node:url"
import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { addToBag, inStockSeedProducts, PASSWORD, registerAndActivate, solveCaptcha } from "./shopper"

/**
 * The installable shop (issue 29, docs/decisions/034): the manifest and the service worker, pages
 * read without a connection, an add to the bag made offline, and a new version offered, not forced.
 */

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")
const [first, second, unseen, queued] = inStockSeedProducts
const productUrl = (handle: string) => `${shop}/product/${handle}/details`
/** The worker the launcher's build wrote; the update journey ships a changed copy, then restores it. */
const WORKER_FILE = fileURLToPath(new URL("../storefront/build/client/sw.js", import.meta.url))
const BANNER = "Hors ligne\u00a0: prix et stock peuvent avoir changé"

/** Resolves once the service worker controls the page (it claims it on its first activation). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
}

/** The build id of the worker that controls the page, or of the waiting one. */
function buildIdOf(page: Page, which: "controller" | "waiting") {
  return page.evaluate(async (which) => {
    const registration = await navigator.serviceWorker.getRegistration()
    const worker = which === "controller" ? navigator.serviceWorker.controller : registration?.waiting
    if (!worker) return null
    const channel = new MessageChannel()
    const answer = new Promise<string>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data as string)
    })
    worker.postMessage({ type: "BUILD_ID" }, [channel.port2])
    return answer
  }, which)
}

/** The page addresses the worker keeps (path and query, without the language key). */
function keptPages(page: Page) {
  return page.evaluate(async () => {
    const kept: string[] = []
    for (const name of await caches.keys()) {
      if (!/^ds-(pages|products)-/.test(name)) continue
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url)
        url.searchParams.delete("__ds_lang")
        kept.push(`${url.pathname}${url.search}`)
      }
    }
    return kept.sort()
  })
}

/** What the offline queue holds (IndexedDB), read in the page. */
function offlineStore(page: Page, store: "actions" | "failures") {
  return page.evaluate(
    (store) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open("dreamshade-offline")
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction(store).objectStore(store).getAll()
          all.onsuccess = () => {
            open.result.close()
            resolve(all.result)
          }
        }
      }),
    store
  )
}

/** The last personal answer the worker keeps for offline pages (docs/decisions/040), or null. */
function keptPersonal(page: Page) {
  return page.evaluate(async () => {
    const kept = await caches.match("/resources/personal", { cacheName: "ds-account" })
    return kept ? ((await kept.json()) as { customer: { firstName: string } | null; cartCount: number }) : null
  })
}

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer) {
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

describe("installable and offline", () => {
  // Offline, pictures never seen fail to load and the offline page answers 503: Chromium logs both.
  const browser = useBrowserPage({ expectedErrors: [/ERR_INTERNET_DISCONNECTED/, /status of 503/] })

  it("(a) serves a valid manifest and the service worker controls the page after the first visit", async () => {
    const { page } = browser
    await page.goto(shop)
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href")
    expect(manifestHref).toBe("/manifest.webmanifest")
    const response = await page.request.get(`${shop}${manifestHref}`)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/)
    const manifest = await response.json()
    expect(manifest).toMatchObject({ lang: "fr", short_name: "DreamShade", start_url: "/?lng=fr", display: "standalone", scope: "/" })
    expect(manifest.name).toContain("Beauté")
    expect(manifest.theme_color).toBe("#9b2f59")
    for (const purpose of ["any", "maskable"]) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((entry: { sizes: string; purpose: string }) => entry.sizes === `${size}x${size}` && entry.purpose === purpose)
        expect(icon, `${purpose} ${size}`).toBeDefined()
        const file = await page.request.get(`${shop}${icon.src}`)
        expect(file.headers()["content-type"]).toBe("image/png")
        expect(pngSize(await file.body())).toEqual({ width: size, height: size })
      }
    }

    await waitForWorker(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${shop}/sw.js`)
    await page.goto(`${shop}/shop`)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // In English, the manifest starts the app in English.
    await page.goto(`${shop}/?lng=en`)
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.en.webmanifest")
  })

  it("(b) opens the pages seen without a connection, an unseen product as the offline page, and never the checkout", async () => {
    const { page } = browser
    await page.goto(shop)
    await waitForWorker(page)
    await page.goto(`${shop}/shop`)
    const products = []
    for (const product of [first, second]) {
      await page.goto(productUrl(product.handle))
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!
      const price = (await page.getByText(/\d\u00a0FCFA$/).first().textContent())!
      products.push({ product, title, price })
    }
    // The first page loaded before the worker: it keeps it once it runs.
    await expect
      .poll(() => keptPages(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["/", `/product/${first.handle}/details`, `/product/${second.handle}/details`, "/shop"]))
    // The shop's categories are refreshed in the background, seen or not; nothing personal is kept.
    const kept = await keptPages(page)
    expect(kept.some((path) => path.startsWith("/shop?category="))).toBe(true)
    expect(kept.filter((path) => /^\/(cart|checkout|resources|my-)/.test(path))).toEqual([])

    // The pictures seen are kept too (the backend's uploads answer with CORS, so their size counts).
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("ds-images")).keys()).length), { timeout: 15_000 }).toBeGreaterThan(0)

    await page.context().setOffline(true)
    for (const { product, title, price } of products) {
      const response = await page.goto(productUrl(product.handle))
      expect(response?.status()).toBe(200)
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title)
      await page.getByText(price).first().waitFor()
      await page.getByRole("status").filter({ hasText: BANNER }).waitFor()
      // Its main picture shows without a connection.
      const picture = page.getByRole("img", { name: title }).first()
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    }
    // Offline, a link opens the kept page (not a client-side navigation that needs the server).
    await page.getByRole("banner").getByRole("link", { name: "Boutique", exact: true }).click()
    await page.waitForURL(`${shop}/shop`)
    await page.getByRole("heading", { level: 1 }).waitFor()
    await page.getByRole("status").filter({ hasText: BANNER }).waitFor()

    const never = await page.goto(productUrl(unseen.handle))
    expect(never?.status()).toBe(503)
    expect(await page.locator("html").getAttribute("lang")).toBe("fr")
    await page.getByRole("heading", { name: "Cette page n'est pas disponible hors ligne" }).waitFor()
    const keptList = page.getByRole("list")
    await keptList.getByRole("link", { name: products[1].title }).waitFor()

    await page.goto(`${shop}/checkout`)
    await page.getByRole("heading", { name: "Connexion requise" }).waitFor()
    // The bag is never kept either.
    await page.goto(`${shop}/cart`)
    await page.getByRole("heading", { name: "Connexion requise" }).waitFor()
    await page.context().setOffline(false)
  })

  it("never answers an English shopper with a page kept in French", async () => {
    const { page } = browser
    const [product] = inStockSeedProducts.slice(5)
    await page.goto(productUrl(product.handle))
    await waitForWorker(page)
    await expect.poll(() => keptPages(page), { timeout: 15_000 }).toContain(`/product/${product.handle}/details`)
    // The shopper switches to English; the worker learns it from the next page.
    await page.goto(`${shop}/?lng=en`)
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open("ds-meta")).match("/__ds/language"))?.text()), { timeout: 10_000 })
      .toBe("en")

    await page.context().setOffline(true)
    const response = await page.goto(productUrl(product.handle))
    expect(response?.status()).toBe(503)
    expect(await page.locator("html").getAttribute("lang")).toBe("en")
    await page.getByRole("heading", { name: "This page is not available offline" }).waitFor()
    await page.context().setOffline(false)
  })

  it("(c) an add to the bag made offline is counted on the badge and reaches the bag once back online", async () => {
    const { page } = browser
    await page.goto(productUrl(queued.handle))
    await waitForWorker(page)
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!
    const cartLink = page.getByRole("banner").getByRole("link", { name: /^Panier/ })
    expect(await cartLink.getAttribute("aria-label")).toBe("Panier, 0\u00a0article")

    await page.context().setOffline(true)
    await page.getByRole("status").filter({ hasText: BANNER }).waitFor()
    await page.getByRole("spinbutton", { name: "Quantité" }).fill("2")
    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click()
    await page.getByText("Hors ligne\u00a0: ajout gardé, il partira au retour du réseau.").waitFor()
    await expect.poll(() => cartLink.getAttribute("aria-label")).toBe("Panier, 2\u00a0articles")

    await page.context().setOffline(false)
    // Sent on `online` (or by Background Sync), by the worker.
    await expect.poll(() => offlineStore(page, "actions"), { timeout: 20_000 }).toEqual([])
    await expect.poll(async () => (await page.request.get(`${shop}/cart`)).text(), { timeout: 20_000 }).toContain(title)
    expect(await offlineStore(page, "failures")).toEqual([])
    // The page read the bag again from the server: nothing queued any more, the badge counts the bag's 2.
    await expect.poll(() => cartLink.getAttribute("aria-label"), { timeout: 20_000 }).toBe("Panier, 2\u00a0articles")
    await page.goto(`${shop}/cart`)
    const line = page.getByRole("list", { name: "Articles du panier" }).getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) })
    expect(await line.getByTestId("line-quantity").textContent()).toBe("2")
  })

  it("a favourite added offline by a visitor asks them to log in on return; logging out forgets kept pages and queue", async () => {
    const { page } = browser
    const [product] = inStockSeedProducts.slice(4)
    await page.goto(productUrl(product.handle))
    await waitForWorker(page)
    await expect.poll(() => keptPages(page), { timeout: 15_000 }).toContain(`/product/${product.handle}/details`)

    await page.context().setOffline(true)
    await page.getByRole("status").filter({ hasText: BANNER }).waitFor()
    await page.getByRole("button", { name: "Ajouter aux favoris", exact: true }).click()
    await expect.poll(() => page.getByTestId("favourites-pending").textContent()).toContain("1")
    expect(page.url()).toBe(productUrl(product.handle))

    await page.context().setOffline(false)
    // The favourites need an account: the refusal is told in the shopper's language.
    await page.getByRole("alert").filter({ hasText: "connectez-vous pour ajouter un produit aux favoris." }).waitFor({ timeout: 20_000 })
    expect(await page.getByTestId("favourites-pending").count()).toBe(0)

    // Log out (the header's form, here posted by hand: the visitor is not signed in).
    await page.evaluate(() => {
      const form = document.createElement("form")
      form.method = "post"
      form.action = "/resources/logout"
      document.body.append(form)
      form.submit()
    })
    await page.waitForURL(`${shop}/`)
    await expect.poll(() => keptPages(page), { timeout: 10_000 }).not.toContain(`/product/${product.handle}/details`)
    expect(await offlineStore(page, "failures")).toEqual([])
    expect(await offlineStore(page, "actions")).toEqual([])
  })

  it("keeps a signed-in shopper's catalogue pages with a bag, reads them offline, and forgets them at logout", async () => {
    const { page } = browser
    const customer = { firstName: "Ebele", lastName: "Ngono", email: `ebele.${Date.now()}@example.cm`, phone: "237670000041" }
    const [inBag, other] = inStockSeedProducts.slice(7)
    await registerAndActivate(page, shop, outboxDir, customer)
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
    await solveCaptcha(page)
    await page.getByRole("button", { name: "Se connecter" }).click()
    await page.waitForURL(`${shop}/dashboard`)
    await waitForWorker(page)
    await addToBag(page, shop, inBag)

    const header = page.getByRole("banner")
    const cartLink = header.getByRole("link", { name: /^Panier/ })
    const products = []
    for (const path of ["/", "/shop", `/product/${inBag.handle}/details`, `/product/${other.handle}/details`]) {
      const response = await page.goto(`${shop}${path}`)
      // The same page as anyone's (shared), the shopper's parts filled in by the page's script.
      expect(response?.headers()["cache-control"], path).toMatch(/^public, /)
      expect(await response?.text(), path).not.toContain(customer.firstName)
      await header.getByRole("link", { name: `Mon compte (${customer.firstName})` }).waitFor()
      await expect.poll(() => cartLink.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Panier, 1\u00a0article")
      if (path.startsWith("/product/")) {
        products.push({ path, title: (await page.getByRole("heading", { level: 1 }).textContent())! })
      }
    }
    await expect
      .poll(() => keptPages(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["/", "/shop", ...products.map(({ path }) => path)]))

    await page.context().setOffline(true)
    for (const { path, title } of [...products, { path: "/shop", title: null }]) {
      const response = await page.goto(`${shop}${path}`)
      expect(response?.status(), path).toBe(200)
      if (title) expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title)
      await page.getByRole("status").filter({ hasText: BANNER }).waitFor()
      // The worker's last personal answer greets the shopper and counts the bag offline too.
      await header.getByRole("link", { name: `Mon compte (${customer.firstName})` }).waitFor()
      await expect.poll(() => cartLink.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Panier, 1\u00a0article")
    }
    await page.context().setOffline(false)

    // Logging out (the header's button) forgets the account's kept pages, queue and personal answer.
    await page.goto(`${shop}/shop`)
    await header.getByRole("button", { name: "Se déconnecter" }).click()
    await page.waitForURL(`${shop}/`)
    await page.getByText("Vous êtes déconnecté. À bientôt !").waitFor()
    await header.getByRole("link", { name: "Connexion" }).waitFor()
    // The bag was the account's: the next person on this phone starts without it.
    expect((await page.context().cookies(shop)).map(({ name }) => name)).not.toContain("cart")
    await expect.poll(() => cartLink.getAttribute("aria-label"), { timeout: 10_000 }).not.toBe("Panier, 1\u00a0article")
    // What the shopper read is gone (the shop's front may be fetched again: it is the same for everyone).
    const read = products.map(({ path }) => path)
    await expect.poll(async () => (await keptPages(page)).filter((path) => read.includes(path)), { timeout: 10_000 }).toEqual([])
    await expect.poll(async () => JSON.stringify(await keptPersonal(page)), { timeout: 10_000 }).not.toContain(customer.firstName)
    expect(await offlineStore(page, "actions")).toEqual([])
    expect(await offlineStore(page, "failures")).toEqual([])
  }, 180_000)

  it("(e) a new deployment's worker waits and is offered as an update, not forced", async () => {
    const { page } = browser
    await page.goto(shop)
    await waitForWorker(page)
    const oldId = (await buildIdOf(page, "controller"))!
    expect(oldId).toMatch(/^[0-9a-f]{12}$/)
    const original = fs.readFileSync(WORKER_FILE, "utf8")
    expect(original).toContain(`"${oldId}"`)
    const newId = "e2e0000000ab"
    try {
      // A second build ships the same worker with another build id (cache names follow it).
      fs.writeFileSync(WORKER_FILE, original.replaceAll(`"${oldId}"`, `"${newId}"`))
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      await page.getByRole("status").filter({ hasText: "Nouvelle version disponible" }).waitFor({ timeout: 20_000 })
      // Not forced: the old worker still controls the page, the new one waits.
      expect(await buildIdOf(page, "controller")).toBe(oldId)
      expect(await buildIdOf(page, "waiting")).toBe(newId)
      await page.goto(`${shop}/shop`)
      expect(await buildIdOf(page, "controller")).toBe(oldId)

      await page.getByRole("button", { name: "Actualiser" }).click()
      await page.waitForFunction(() => document.readyState === "complete" && navigator.serviceWorker.controller !== null)
      await expect.poll(() => buildIdOf(page, "controller"), { timeout: 20_000 }).toBe(newId)
      // The old version's caches are gone.
      await expect
        .poll(() => page.evaluate(() => caches.keys()), { timeout: 10_000 })
        .not.toContainEqual(expect.stringContaining(oldId))
      // The new version keeps pages under its own id.
      await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 10_000 }).toContainEqual(`ds-pages-${newId}`)
    } finally {
      fs.writeFileSync(WORKER_FILE, original)
    }
  })
})
