import { runAutocannonPerTarget, runAutocannonPool, type AutocannonPostResult } from "./autocannon-posts.js"
import type { BenchShop } from "./bench-stack.js"
import { createCart, getJson, postJson, prepareOrderCarts, stockedVariants, xafRegionId, type Store } from "./cart-scenarios.js"
import { runGetLoad, runLoad, runPostLoad, type LoadResult } from "./load.js"
import { cpuMsOfPid, cpuSpent, machineBusyMs, type CpuPerPage } from "./page-scenarios.js"
import type { PurchaseScenarioId } from "./purchase-report.js"
import { shopperWithCart, showsLines, signedInSession, type PageShopper } from "./shopper-session.js"

/**
 * The purchase path on the seed catalogue (68 products, at most 120 units each), for one shop.
 * Carts do not hold stock, so the shoppers' carts share a few well-stocked variants; an order
 * does, so each round's orders spread over the best-stocked variants, one unit each.
 */
export const PURCHASE_BENCH = {
  concurrency: 20,
  /** Add to cart: each cart cycles through this many variants (it grows to that many lines). */
  variantsPerCart: 10,
  addMaxRequests: 3000,
  /** Order placement: carts prepared before each round, each completed once. */
  orderCarts: 100,
  orderPrepareSeconds: 180,
  /** Orders of a round spread over this many variants. */
  orderVariants: 20,
  aloneAdds: 20,
  aloneOrders: 10,
  linesPerPageCart: 3,
  pageWarmUp: 40,
}

const isOrder = (status: number, body: unknown) => status === 200 && (body as { type?: string } | null)?.type === "order"
const isOrderText = (status: number, body: string) => {
  try {
    return isOrder(status, JSON.parse(body))
  } catch {
    return false
  }
}

/**
 * How the storefront's cart action calls the store API (storefront/app/lib/medusa/cart.server.ts,
 * through Medusa's JS SDK): the bag created with the region and the shopper's locale, each add
 * asking back the cart's id only (the pages read the bag again themselves), French first, the
 * SDK's JSON headers. `previous` is the call the bench sent before: a cart with an e-mail and a
 * Douala address, Medusa's default fields (the whole cart with its totals) back, no locale.
 */
export const ADD_CALLS = {
  storefront: { query: "?fields=id", headers: { accept: "application/json", "x-medusa-locale": "fr-FR" }, cartLocale: "fr-FR" },
  previous: { query: "", headers: {}, cartLocale: null },
} as const
export type AddCall = keyof typeof ADD_CALLS

export type PreparedShop = { shop: BenchShop; store: Store; regionId: string; shoppers: PageShopper[] }

/** The publishable key, the XAF region, and the page shoppers (signed in, a 3-line cart each). */
export async function prepareShop(shop: BenchShop, log: (line: string) => void): Promise<PreparedShop> {
  const key = (await (await fetch(`${shop.backendUrl}/storefront/publishable-key`)).json()).publishable_key as string
  const store: Store = { backendUrl: shop.backendUrl, headers: { "x-publishable-api-key": key } }
  const regionId = await xafRegionId(store)
  log(`${shop.label}: a customer signed in through the storefront, ${PURCHASE_BENCH.concurrency} carts of ${PURCHASE_BENCH.linesPerPageCart} lines…`)
  const session = await signedInSession(store, shop.storefrontUrl, shop.outboxDir)
  const products = await stockedProducts(store, PURCHASE_BENCH.concurrency + PURCHASE_BENCH.linesPerPageCart, 5)
  const shoppers: PageShopper[] = []
  for (let n = 0; n < PURCHASE_BENCH.concurrency; n++) {
    const mine = Array.from({ length: PURCHASE_BENCH.linesPerPageCart }, (_, line) => products[(n + line) % products.length]!)
    shoppers.push(await shopperWithCart(store, shop.storefrontUrl, session, mine))
  }
  // The first checkout visit ties each cart to the customer: done here, not in the measured runs.
  for (const shopper of shoppers) {
    const first = await fetch(`${shop.storefrontUrl}/checkout`, { headers: { cookie: shopper.cookie }, redirect: "manual" })
    const body = await first.text()
    if (first.status !== 200 || !showsLines(body, shopper.lineIds)) throw new Error(`${shop.label}: /checkout does not show a shopper's cart (HTTP ${first.status})`)
  }
  return { shop, store, regionId, shoppers }
}

/**
 * A scenario's pooled figures and the CPU time each server spent during its timed load (not its
 * set-up); for the 20-shopper add and order placement, autocannon's figures for the same call
 * right after, on carts of its own, and the CPU time spent during it.
 */
export type ScenarioRun = { result: LoadResult; cpuMs: CpuPerPage; autocannon?: { result: AutocannonPostResult; cpuMs: CpuPerPage } }
type Measured = <T>(load: () => Promise<T>) => Promise<{ result: T; cpuMs: CpuPerPage }>

/** One scenario, once, on one shop; `seconds` bounds each load. */
export async function runPurchaseScenario(id: PurchaseScenarioId, prepared: PreparedShop, seconds: number, log: (line: string) => void): Promise<ScenarioRun> {
  const { store, regionId, shop } = prepared
  const cpuNow = (): CpuPerPage => ({ backend: cpuMsOfPid(shop.pids.backend), storefront: cpuMsOfPid(shop.pids.storefront) })
  const measured: Measured = async (load) => {
    const waitedMs = await machineQuiet()
    if (waitedMs > 1_500) log(`  (waited ${(waitedMs / 1000).toFixed(1)} s for the machine to be quiet)`)
    const before = cpuNow()
    const result = await load()
    return { result, cpuMs: cpuSpent(before, cpuNow()) }
  }
  // An order's after-work (its e-mail, invoice number, WhatsApp update, search sync) runs in the
  // backend after the answer: counted in the order's CPU, the load ends once the backend is quiet.
  const withAfterWork: Measured = (load) =>
    measured(async () => {
      const result = await load()
      await backendQuiet(shop.pids.backend)
      return result
    })
  const { concurrency, aloneAdds, addMaxRequests, aloneOrders, orderCarts } = PURCHASE_BENCH
  switch (id) {
    case "addToCartAlone":
      return addToCart(store, regionId, { concurrency: 1, maxRequests: aloneAdds, seconds, call: "storefront", autocannon: false }, measured)
    case "addToCart":
      return addToCart(store, regionId, { concurrency, maxRequests: addMaxRequests, seconds, call: "storefront", autocannon: true }, measured)
    case "addToCartPrevious":
      return addToCart(store, regionId, { concurrency, maxRequests: addMaxRequests, seconds, call: "previous", autocannon: false }, measured)
    case "placeOrderAlone":
      return placeOrders(store, regionId, { concurrency: 1, count: aloneOrders, seconds, autocannon: false }, log, withAfterWork)
    case "placeOrder":
      return placeOrders(store, regionId, { concurrency, count: orderCarts, seconds, autocannon: true }, log, withAfterWork)
    case "cartPage":
      return page(shop.storefrontUrl, "/cart", prepared.shoppers, seconds, measured)
    case "checkoutPage":
      return page(shop.storefrontUrl, "/checkout", prepared.shoppers, seconds, measured)
  }
}

/** A backend spending less than this share of a core over a sample is quiet (its timers and jobs alone). */
const QUIET_SHARE = 0.05
/**
 * The machine is quiet when all its processes together spend less than this share of one core:
 * the two shops idle (their timers, their databases' housekeeping at rest) and nothing else.
 */
const MACHINE_QUIET_SHARE = 0.15
const QUIET_SAMPLE_MS = 500
const QUIET_WAIT_MAX_MS = 30_000
const MACHINE_QUIET_WAIT_MAX_MS = 60_000

/**
 * Resolves once `read` (CPU time in ms, cumulative) has grown by less than `share` of the sample
 * for two samples in a row, or after `maxMs`; answers how long it waited (ms).
 */
export async function cpuQuiet(read: () => number | null, { share = QUIET_SHARE, sampleMs = QUIET_SAMPLE_MS, maxMs = QUIET_WAIT_MAX_MS } = {}): Promise<number> {
  const started = Date.now()
  let quietSamples = 0
  let last = read()
  while (last !== null && quietSamples < 2 && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, sampleMs))
    const now = read()
    if (now === null) break
    quietSamples = now - last < share * sampleMs ? quietSamples + 1 : 0
    last = now
  }
  return Date.now() - started
}

/** The backend's after-work is done: it has been quiet for two samples in a row. */
export const backendQuiet = (pid: number | null | undefined) => cpuQuiet(() => cpuMsOfPid(pid))

/**
 * Before a timed load, whatever the previous load left running anywhere on the machine is done
 * (the other shop's after-work, a database's autovacuum after thousands of writes), so that no
 * load pays for another's: the bench's figure and autocannon's are taken one after the other.
 */
export const machineQuiet = () => cpuQuiet(machineBusyMs, { share: MACHINE_QUIET_SHARE, maxMs: MACHINE_QUIET_WAIT_MAX_MS })

type AddLoad = { concurrency: number; maxRequests: number; seconds: number; call: AddCall; autocannon: boolean }

async function addToCart(store: Store, regionId: string, load: AddLoad, measured: Measured): Promise<ScenarioRun> {
  const { concurrency, maxRequests, seconds } = load
  const call = ADD_CALLS[load.call]
  const headers = { ...store.headers, ...call.headers }
  const perLine = Math.ceil(maxRequests / concurrency / PURCHASE_BENCH.variantsPerCart)
  // A fast shopper may send twice its share: every variant has stock for that on one line.
  const variants = await stockedVariants(store, PURCHASE_BENCH.variantsPerCart, perLine * 2)
  const newCarts = async (label: string) => {
    const carts = await Promise.all(Array.from({ length: concurrency }, (_, n) => addCart(store, regionId, load.call, `${label}-${n}`)))
    // Warm: one add per cart, outside the clock.
    await Promise.all(carts.map((cartId, n) => postJson({ ...store, headers }, `/store/carts/${cartId}/line-items${call.query}`, { variant_id: variants[n % variants.length], quantity: 1 })))
    return carts
  }
  // Each shopper starts at a different variant, so the carts do not move in step.
  const add = (carts: string[], client: number, nth: number) => ({
    path: `/store/carts/${carts[client]}/line-items${call.query}`,
    body: { variant_id: variants[(client + nth) % variants.length], quantity: 1 },
  })
  const carts = await newCarts(`purchase-add-${load.call}`)
  const sent = carts.map(() => 0)
  const bench = await measured(() => runPostLoad({
    headers,
    concurrency,
    maxRequests,
    maxSeconds: seconds,
    request: (_i, client) => {
      const { path, body } = add(carts, client, sent[client]!++)
      return { url: store.backendUrl + path, body }
    },
  }))
  if (!load.autocannon) return bench
  const ownCarts = await newCarts("purchase-add-autocannon")
  const outside = await measured(() => runAutocannonPerTarget({
    backendUrl: store.backendUrl,
    headers,
    seconds,
    targets: ownCarts.map((_cart, client) => (nth: number) => add(ownCarts, client, nth)),
  }))
  return { ...bench, autocannon: outside }
}

/** A cart for the add scenarios, made as the call being measured makes it. */
async function addCart(store: Store, regionId: string, call: AddCall, label: string): Promise<string> {
  const { cartLocale, query, headers } = ADD_CALLS[call]
  if (!cartLocale) return createCart(store, regionId, label)
  const { cart } = await postJson({ ...store, headers: { ...store.headers, ...headers } }, `/store/carts${query}`, { region_id: regionId, locale: cartLocale })
  return cart.id
}

/**
 * How the storefront's checkout places the order (`completeCart` in
 * storefront/app/lib/medusa/checkout.server.ts): the order's id asked back, the SDK's headers.
 */
const COMPLETE_CALL = { query: "?fields=id", headers: ADD_CALLS.storefront.headers }

type OrderLoad = { concurrency: number; count: number; seconds: number; autocannon: boolean }

async function placeOrders(store: Store, regionId: string, load: OrderLoad, log: (line: string) => void, measured: Measured): Promise<ScenarioRun> {
  const { concurrency, count, seconds } = load
  const pools = load.autocannon ? 2 : 1
  const perVariant = Math.ceil((count * pools) / PURCHASE_BENCH.orderVariants) + 1
  let pool: string[]
  try {
    pool = await stockedVariants(store, PURCHASE_BENCH.orderVariants, perVariant)
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}: the bench's orders have used up the seed's stock; delete the bench's data folder to start again from the seed`)
  }
  const variants = Array.from({ length: count }, (_, n) => pool[n % pool.length]!)
  const ready = await prepareOrderCarts(store, regionId, variants, count, PURCHASE_BENCH.orderPrepareSeconds)
  log(`  ${ready.length} checkouts prepared`)
  const bench = await measured(() => runPostLoad({
    headers: { ...store.headers, ...COMPLETE_CALL.headers },
    concurrency,
    maxRequests: ready.length,
    maxSeconds: seconds,
    request: (i) => ({ url: `${store.backendUrl}/store/carts/${ready[i]}/complete${COMPLETE_CALL.query}`, body: {} }),
    succeeded: isOrder,
  }))
  if (!load.autocannon) return bench
  // autocannon's own pool of carts, prepared the same way, each completed once.
  const own = await prepareOrderCarts(store, regionId, variants, count, PURCHASE_BENCH.orderPrepareSeconds)
  log(`  ${own.length} checkouts prepared for autocannon`)
  const outside = await measured(() => runAutocannonPool({
    backendUrl: store.backendUrl,
    headers: { ...store.headers, ...COMPLETE_CALL.headers },
    connections: concurrency,
    count: own.length,
    maxSeconds: seconds,
    post: (n) => ({ path: `/store/carts/${own[n]}/complete${COMPLETE_CALL.query}`, body: {} }),
    succeeded: isOrderText,
  }))
  return { ...bench, autocannon: outside }
}

async function page(storefrontUrl: string, path: string, shoppers: PageShopper[], seconds: number, measured: Measured): Promise<ScenarioRun> {
  const shopper = (client: number) => shoppers[client % shoppers.length]!
  await runLoad({ url: () => storefrontUrl + path, headers: { cookie: shopper(0).cookie }, concurrency: 4, maxRequests: PURCHASE_BENCH.pageWarmUp, maxSeconds: 30 })
  return measured(() => runGetLoad({
    concurrency: shoppers.length,
    maxRequests: 1_000_000,
    maxSeconds: seconds,
    request: (_i, client) => ({ url: storefrontUrl + path, headers: { cookie: shopper(client).cookie } }),
    // A page that answers 200 without the shopper's cart (an error page, an empty bag) is an error too.
    succeeded: (status, body, client) => status === 200 && showsLines(body, shopper(client).lineIds),
  }))
}

/** `count` product ids whose variants have at least `minStock` units (the storefront adds a product's purchasable variant). */
async function stockedProducts(store: Store, count: number, minStock: number): Promise<string[]> {
  const { products } = await getJson(store, "/store/products?fields=id,variants.inventory_quantity,variants.manage_inventory&limit=100")
  const found = (products as { id: string; variants?: { inventory_quantity?: number; manage_inventory?: boolean }[] }[])
    .filter((product) => product.variants?.length && product.variants.every((v) => v.manage_inventory === false || (v.inventory_quantity ?? 0) >= minStock))
    .map((product) => product.id)
  if (found.length < count) throw new Error(`Only ${found.length} products with ${minStock}+ units; ${count} needed`)
  return found.slice(0, count)
}
