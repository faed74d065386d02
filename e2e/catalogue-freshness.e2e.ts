import { formatXaf } from "@dreamshade/contracts"
import { afterAll, describe, expect, inject, it } from "vitest"
import { staffToken } from "./staff"

const shop = inject("storefrontUrl")
const backend = inject("backendUrl")

/** A featured product (on the home page) in no deal nor pack: its price is its variant's. */
const HANDLE = "kola-roots-avocado-honey-hair-mask"
const SEED_PRICE = 6500
const NEW_PRICE = 6100
const FRESH_WITHIN_MS = 5_000

const pages = {
  home: `${shop}/`,
  shop: `${shop}/shop?q=avocat`,
  product: `${shop}/product/${HANDLE}/details`,
}

async function admin(path: string, body?: object) {
  const headers = { authorization: `Bearer ${await staffToken()}`, "content-type": "application/json" }
  const response = await fetch(`${backend}${path}`, { method: body ? "POST" : "GET", headers, body: body && JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

const html = async (url: string) => (await fetch(url)).text()
type Seen = { page: keyof typeof pages; status: number; text: string }

/**
 * How long until every page satisfies `shows`, and the pages that still did not when the time ran
 * out (the caller's check then fails and names them).
 */
async function timeUntil(shows: (seen: Seen) => boolean): Promise<{ ms: number; lagging: string[] }> {
  const started = Date.now()
  for (;;) {
    const seen = await Promise.all(
      Object.entries(pages).map(async ([page, url]) => {
        const response = await fetch(url)
        return { page: page as keyof typeof pages, status: response.status, text: await response.text() }
      })
    )
    const lagging = seen.filter((one) => !shows(one)).map((one) => one.page)
    if (!lagging.length || Date.now() - started > 3 * FRESH_WITHIN_MS) return { ms: Date.now() - started, lagging }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe("catalogue pages follow the admin within seconds", () => {
  let restore: (() => Promise<void>) | null = null
  afterAll(async () => {
    await restore?.()
  })

  it("shows a new price on the home, shop and product pages, and hides an unpublished product", async () => {
    const { products } = await admin(`/admin/products?handle=${HANDLE}&fields=id,status,variants.id,variants.prices.id,variants.prices.amount,variants.prices.currency_code`)
    const product = products[0]
    const variant = product.variants[0]
    const xaf = variant.prices.find((price: any) => price.currency_code === "xaf")
    expect(xaf.amount).toBe(SEED_PRICE)
    const setPrice = (amount: number) =>
      admin(`/admin/products/${product.id}/variants/${variant.id}`, { prices: [{ id: xaf.id, amount, currency_code: "xaf" }] })
    restore = async () => {
      await admin(`/admin/products/${product.id}`, { status: "published" })
      await setPrice(SEED_PRICE)
      // The search index is written by a queued sync: seen done before the stack stops.
      await timeUntil(({ text }) => text.includes(formatXaf(SEED_PRICE, "fr")))
    }

    const oldPrice = formatXaf(SEED_PRICE, "fr")
    const newPrice = formatXaf(NEW_PRICE, "fr")
    // Each page read once first: the storefront holds their answers.
    for (const url of Object.values(pages)) expect(await html(url)).toContain(oldPrice)

    await setPrice(NEW_PRICE)
    const priced = await timeUntil(({ text }) => text.includes(newPrice))
    expect(priced.lagging, "pages without the new price").toEqual([])
    expect(priced.ms).toBeLessThanOrEqual(FRESH_WITHIN_MS)

    await admin(`/admin/products/${product.id}`, { status: "draft" })
    const hidden = await timeUntil(({ page, status, text }) => (page === "product" ? status === 404 : !text.includes(HANDLE)))
    expect(hidden.lagging, "pages still showing the unpublished product").toEqual([])
    expect(hidden.ms).toBeLessThanOrEqual(FRESH_WITHIN_MS)
  }, 60_000)
})
