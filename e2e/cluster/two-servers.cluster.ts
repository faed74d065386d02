import { formatXaf } from "@dreamshade/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { storeApi, type StoreShopper } from "../store-api"
import { cartOrderLinks, soldCounts } from "../sales"
import { adminApi, inBatches, stockedProduct, type AdminApi } from "../staff"
import { startCluster, type Cluster } from "./cluster-stack"

/** Bank deposit (backend/src/modules/offline-payment): the order is placed at once, paid later. */
const BANK_DEPOSIT = "pp_bank-deposit_offline"
const FRESH_WITHIN_MS = 5_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Issue "two servers and a worker": the shop as `npm run start:cluster` runs it, two Medusa
 * servers behind the proxy and one worker on a private Redis. Stock is sold once across servers,
 * a server killed mid-checkout loses no order and doubles none, and the search copies each server
 * holds follow a write made through the other (docs/decisions/031).
 */
describe("two backend servers and a worker behind the proxy", () => {
  let cluster: Cluster
  let admin: AdminApi
  let shop: Awaited<ReturnType<typeof storeApi>>

  beforeAll(async () => {
    cluster = await startCluster()
    admin = await adminApi(cluster.proxyUrl, cluster.admin)
    shop = await storeApi(cluster.proxyUrl)
  })
  afterAll(async () => {
    await cluster?.stop()
  })

  const complete = (shopper: StoreShopper, cartId: string) => shop.complete(shopper, cartId)

  /** Until every server answers its own /health (the launcher starts a killed one again). */
  const serversUp = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs
    const up = (url: string) => fetch(`${url}/health`).then((r) => r.ok, () => false)
    while (!(await Promise.all(cluster.serverUrls.map(up))).every(Boolean)) {
      if (Date.now() > deadline) throw new Error("a server did not come back")
      await sleep(1_000)
    }
  }

  const guestCarts = (variantId: string, count: number, label: string) =>
    inBatches(count, 6, async (n) => {
      const shopper = shop.guest(`${label}-${n}-${Date.now()}@example.cm`)
      return { shopper, cartId: await shop.cart(shopper, variantId, BANK_DEPOSIT, {}) }
    })

  const sold = (variantId: string, inventoryItemId: string) => soldCounts(cluster.sql, variantId, inventoryItemId)

  it("sells a variant with stock 5 exactly five times out of 50 concurrent checkouts spread over both servers", async () => {
    const title = `Rouge Cluster ${Date.now()}`
    const product = await stockedProduct(admin, { title, price: 8000, stock: 5 })
    const carts = await guestCarts(product.variantId, 50, "rush")

    const answers = await Promise.all(carts.map(({ shopper, cartId }) => complete(shopper, cartId)))

    const orders = answers.filter((answer) => answer.status === 200 && answer.body?.type === "order")
    const refusals = answers.filter((answer) => !(answer.status === 200 && answer.body?.type === "order"))
    expect(orders).toHaveLength(5)
    expect(refusals).toHaveLength(45)
    for (const refusal of refusals) {
      // Status and body together, so that an unexpected refusal shows what it said.
      expect({ status: refusal.status, body: refusal.body }).toEqual({
        status: 409,
        body: {
          code: "out_of_stock",
          type: "not_allowed",
          message: `Out of stock: ${title}. Remove it from the cart or lower the quantity.`,
          products: [title],
        },
      })
    }
    // Both servers took checkouts (the proxy takes turns).
    const servers = new Set(answers.map((answer) => answer.servedBy))
    expect([...servers].sort()).toEqual(["server-1", "server-2"])
    expect(await sold(product.variantId, product.inventoryItemId)).toEqual({ orders: 5, units: 5, reserved: 5, reservations: 5, level: 5 })
    // No cart gave two orders.
    const [doubled] = await cluster.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT cart_id FROM order_cart WHERE deleted_at IS NULL GROUP BY cart_id HAVING count(*) > 1) twice`
    )
    expect(doubled!.n).toBe(0)
  })

  it("keeps answering through the other server when one is killed (kill -9) in the middle of 20 checkouts", async () => {
    const product = await stockedProduct(admin, { title: `Baume Cluster ${Date.now()}`, price: 5000, stock: 100 })
    const carts = await guestCarts(product.variantId, 20, "crash")
    const server1 = cluster.stack.services.find((service) => service.name === "server-1")!
    const pending = carts.map(({ shopper, cartId }) => complete(shopper, cartId))
    // Checkouts are under way on server 1 when it dies (the proxy counts what each server holds).
    const inFlight = () => cluster.stack.proxy?.inFlight.get("server-1") ?? 0
    const waitUntil = Date.now() + 10_000
    while (inFlight() < 3 && Date.now() < waitUntil) await sleep(20)
    const cutOff = inFlight()
    process.kill(-server1.child.pid!, "SIGKILL")
    expect(cutOff).toBeGreaterThanOrEqual(1)

    // Meanwhile the shop keeps answering, from server 2.
    const during: { status: number; servedBy: string | null }[] = []
    for (let n = 0; n < 10; n++) {
      const response = await fetch(`${cluster.proxyUrl}/store/regions?fields=id`, { headers: shop.guest("x@example.cm").headers })
      during.push({ status: response.status, servedBy: response.headers.get("x-served-by") })
      await sleep(100)
    }
    expect(during.every((answer) => answer.status === 200 && answer.servedBy === "server-2"), JSON.stringify(during)).toBe(true)

    // A shopper whose checkout was cut off asks again; the cart's lock left by the dead server
    // expires (Medusa holds it up to two minutes), then the same cart gives its one order.
    const first = await Promise.all(pending)
    const cut = first.filter((answer) => answer.body?.type !== "order")
    expect(cut.length).toBeGreaterThanOrEqual(1)
    expect(cut.every((answer) => answer.status === 0 || answer.status >= 500 || answer.status === 409), JSON.stringify(cut)).toBe(true)
    const orderIds = await Promise.all(
      carts.map(async ({ shopper, cartId }, n) => {
        let answer = first[n]!
        const deadline = Date.now() + 240_000
        while (answer.body?.type !== "order" && Date.now() < deadline) {
          await sleep(2_000)
          answer = await complete(shopper, cartId)
        }
        return answer.body?.type === "order" ? (answer.body.order.id as string) : `none: ${answer.status} ${JSON.stringify(answer.body)}`
      })
    )
    expect(orderIds.filter((id) => id.startsWith("none")), "carts without an order").toEqual([])
    expect(new Set(orderIds).size).toBe(20)

    // Server 1 is started again by the launcher's supervision and answers directly.
    await serversUp(180_000)

    // No cart gave two orders, every order has its line, and the stock reserved is what was sold
    // (an order the crash left without its reservation is cancelled by the worker's job after its
    // two-minute grace: wait for that rather than for nothing).
    const cartIds = carts.map(({ cartId }) => cartId)
    expect(await cartOrderLinks(cluster.sql, cartIds)).toEqual({ carts: 20, orders: 20, links: 20 })
    const lineless = await cluster.sql(
      `SELECT o.id FROM "order" o WHERE o.id = ANY($1) AND NOT EXISTS (SELECT 1 FROM order_item oi WHERE oi.order_id = o.id AND oi.deleted_at IS NULL)`,
      [orderIds]
    )
    expect(lineless).toEqual([])
    let counts = await sold(product.variantId, product.inventoryItemId)
    const settled = Date.now() + 240_000
    while (!(counts.units === counts.reserved && counts.reserved === counts.level) && Date.now() < settled) {
      await sleep(5_000)
      counts = await sold(product.variantId, product.inventoryItemId)
    }
    expect(counts.reserved).toBe(counts.units)
    expect(counts.level).toBe(counts.units)
    expect(counts.reservations).toBe(counts.orders)
    const statuses = cut.map((answer) => `${answer.status} ${answer.body?.code ?? answer.body?.type ?? ""}`.trim()).join(", ")
    console.log(`[cluster] killed with ${cutOff} checkouts under way on it: ${cut.length} answered without an order (${statuses}) and asked again, ${counts.orders} orders for 20 carts`)
  }, 600_000)

  it("shows a price and a stock change made through one server in the search and product pages of both within 5 s", async () => {
    const title = `Sérum Suivi ${Date.now()}`
    const word = title.split(" ").pop()!
    await serversUp(180_000)
    const product = await stockedProduct(admin, { title, price: 9000, stock: 7 })
    const store = shop.guest("look@example.cm").headers
    const { regions } = await (await fetch(`${cluster.proxyUrl}/store/regions?fields=id,currency_code`, { headers: store })).json()
    const regionId = regions.find((region: { currency_code: string }) => region.currency_code === "xaf").id
    type Seen = { searched: { amount: number; inStock: boolean } | null; page: { amount: number; inStock: boolean } | null }
    const look = async (serverUrl: string): Promise<Seen> => {
      const [search, page] = await Promise.all([
        fetch(`${serverUrl}/storefront/catalogue/search?q=${word}&limit=5`, { headers: store }).then((r) => r.json()),
        fetch(`${serverUrl}/store/catalogue/products/${product.handle}?region_id=${regionId}`, { headers: store }).then((r) => r.json()),
      ])
      const hit = search.products?.find((found: { id: string }) => found.id === product.productId)
      const shown = page.product
      return {
        searched: hit ? { amount: hit.price?.amount, inStock: hit.in_stock } : null,
        page: shown ? { amount: shown.price?.amount, inStock: shown.stock?.status !== "out_of_stock" } : null,
      }
    }
    /** How long until both servers show `expected` in both answers (or the last look when it never came). */
    const timeUntil = async (expected: { amount: number; inStock: boolean }) => {
      const started = Date.now()
      for (;;) {
        const seen = await Promise.all(cluster.serverUrls.map(look))
        const fresh = seen.every((one) => JSON.stringify([one.searched, one.page]) === JSON.stringify([expected, expected]))
        if (fresh || Date.now() - started > 3 * FRESH_WITHIN_MS) return { ms: Date.now() - started, seen }
        await sleep(200)
      }
    }

    /** How long until the storefront's shop search and product page (through the proxy) show `text`. */
    const pages = [`${cluster.stack.storefrontUrl}/shop?q=${encodeURIComponent(word)}`, `${cluster.stack.storefrontUrl}/product/${product.handle}/details`]
    const pagesUntil = async (text: string) => {
      const started = Date.now()
      for (;;) {
        const shown = await Promise.all(pages.map(async (url) => (await (await fetch(url)).text()).includes(text)))
        if (shown.every(Boolean) || Date.now() - started > 3 * FRESH_WITHIN_MS) return { ms: Date.now() - started, shown }
        await sleep(200)
      }
    }

    // Both servers and the storefront have read the new product (and hold their copies) before the change.
    expect((await pagesUntil(formatXaf(9000, "fr"))).shown).toEqual([true, true])
    const before = await timeUntil({ amount: 9000, inStock: true })
    expect(before.seen).toEqual([
      { searched: { amount: 9000, inStock: true }, page: { amount: 9000, inStock: true } },
      { searched: { amount: 9000, inStock: true }, page: { amount: 9000, inStock: true } },
    ])

    await admin(`/admin/products/${product.productId}/variants/${product.variantId}`, {
      prices: [{ id: product.priceId, amount: 7500, currency_code: "xaf" }],
    })
    const [priced, shopPriced] = await Promise.all([timeUntil({ amount: 7500, inStock: true }), pagesUntil(formatXaf(7500, "fr"))])
    expect(priced.seen.map((one) => one.searched)).toEqual([{ amount: 7500, inStock: true }, { amount: 7500, inStock: true }])
    expect(priced.ms).toBeLessThanOrEqual(FRESH_WITHIN_MS)
    // The storefront keeps pages by catalogue version and asks either server through the proxy.
    expect(shopPriced.shown).toEqual([true, true])
    expect(shopPriced.ms).toBeLessThanOrEqual(FRESH_WITHIN_MS)

    await admin(`/admin/inventory-items/${product.inventoryItemId}/location-levels/${product.locationId}`, { stocked_quantity: 0 })
    const soldOut = await timeUntil({ amount: 7500, inStock: false })
    expect(soldOut.seen.map((one) => one.searched)).toEqual([{ amount: 7500, inStock: false }, { amount: 7500, inStock: false }])
    expect(soldOut.ms).toBeLessThanOrEqual(FRESH_WITHIN_MS)
    console.log(`[cluster] price seen on both servers after ${priced.ms} ms (shop pages ${shopPriced.ms} ms), stock after ${soldOut.ms} ms`)
  }, 120_000)
})
