import { performance } from "node:perf_hooks"
import { runPostLoad, type LoadResult } from "./load.js"

/**
 * The cart and checkout measures: adding to a cart and placing an order, each with 20 shoppers at
 * once. Carts are set up through the store API (publishable key) before the clock starts; only
 * the measured call is timed. Recorded, not held to a budget (the shop has none for them).
 */
export const CART_BENCH = {
  concurrency: 20,
  /** Add to cart: bounded like the search scenarios. */
  addMaxRequests: 3000,
  addMaxSeconds: 30,
  /** Each shopper's cart cycles through this many variants, so carts stay shopper-sized. */
  variantsPerCart: 10,
  /** Order placement: carts prepared beforehand, each completed once. */
  orderCarts: 200,
  orderPrepareSeconds: 180,
  orderMaxSeconds: 60,
}

export type CartLoads = {
  addToCart: LoadResult
  placeOrder: LoadResult & { prepared: number }
  /** The same two calls by one shopper alone, one after the other: the cost without a queue. */
  alone: { addToCart: LoadResult; placeOrder: LoadResult }
}

/** Matches the launcher's seed (plugins/douala-delivery, src/modules/offline-payment). */
const DOUALA_ADDRESS = {
  first_name: "Aïcha",
  last_name: "Ngo Bassa",
  address_1: "Rue Njo-Njo, Bonapriso",
  city: "Douala",
  country_code: "cm",
  phone: "237690112233",
}
const BANK_DEPOSIT = "pp_bank-deposit_offline"
const WARM_ORDERS = 2
const ALONE_ADDS = 20
const ALONE_ORDERS = 10

export type Store = { backendUrl: string; headers: Record<string, string> }

export async function runCartScenarios(store: Store, log: (line: string) => void): Promise<CartLoads> {
  const regionId = await xafRegionId(store)
  const perCart = Math.ceil(CART_BENCH.addMaxRequests / CART_BENCH.concurrency)
  // Every variant holds ten times a fair share of one cart's requests (shoppers' shares vary a little).
  const addVariants = await stockedVariants(store, CART_BENCH.concurrency * CART_BENCH.variantsPerCart, perCart)
  const orderVariants = await stockedVariants(store, CART_BENCH.orderCarts + WARM_ORDERS + ALONE_ORDERS, 2, new Set(addVariants))
  const addRequest = (carts: string[], addsByClient: number[]) => (_i: number, client: number) => {
    const nth = addsByClient[client]!++
    const variant = addVariants[client * CART_BENCH.variantsPerCart + (nth % CART_BENCH.variantsPerCart)]
    return { url: `${store.backendUrl}/store/carts/${carts[client]}/line-items`, body: { variant_id: variant, quantity: 1 } }
  }
  const isOrder = (status: number, body: unknown) => status === 200 && (body as { type?: string } | null)?.type === "order"

  log("Cart: warming up…")
  const warmCart = await createCart(store, regionId, "warm-up")
  for (const variant of addVariants.slice(0, 5)) await postJson(store, `/store/carts/${warmCart}/line-items`, { variant_id: variant, quantity: 1 })
  const warmOrders = await prepareOrderCarts(store, regionId, orderVariants.slice(0, WARM_ORDERS), WARM_ORDERS, 60)
  await Promise.all(warmOrders.map((cartId) => postJson(store, `/store/carts/${cartId}/complete`, {})))

  // One shopper alone first: what one request costs without a queue, to read the 20-shopper figures against.
  log("Load: add to cart and order placement, one shopper alone…")
  const aloneCart = [await createCart(store, regionId, "alone")]
  const aloneAdd = await runPostLoad({
    headers: store.headers,
    concurrency: 1,
    maxRequests: ALONE_ADDS,
    maxSeconds: 20,
    request: addRequest(aloneCart, [0]),
  })
  const aloneCarts = await prepareOrderCarts(store, regionId, orderVariants.slice(WARM_ORDERS, WARM_ORDERS + ALONE_ORDERS), ALONE_ORDERS, 60)
  const aloneOrder = await runPostLoad({
    headers: store.headers,
    concurrency: 1,
    maxRequests: aloneCarts.length,
    maxSeconds: 30,
    request: (i) => ({ url: `${store.backendUrl}/store/carts/${aloneCarts[i]}/complete`, body: {} }),
    succeeded: isOrder,
  })
  log(`  add to cart: ${describe(aloneAdd)}`)
  log(`  order placement: ${describe(aloneOrder)}`)

  log(`Load: add to cart (${CART_BENCH.concurrency} shoppers, own carts)…`)
  const carts = await Promise.all(Array.from({ length: CART_BENCH.concurrency }, (_, n) => createCart(store, regionId, `add-${n}`)))
  const addToCart = await runPostLoad({
    headers: store.headers,
    concurrency: CART_BENCH.concurrency,
    maxRequests: CART_BENCH.addMaxRequests,
    maxSeconds: CART_BENCH.addMaxSeconds,
    request: addRequest(carts, carts.map(() => 0)),
  })
  log(`  ${describe(addToCart)}`)

  log(`Cart: preparing up to ${CART_BENCH.orderCarts} checkouts (at most ${CART_BENCH.orderPrepareSeconds} s)…`)
  const ready = await prepareOrderCarts(store, regionId, orderVariants.slice(WARM_ORDERS + ALONE_ORDERS), CART_BENCH.orderCarts, CART_BENCH.orderPrepareSeconds)
  log(`Load: order placement (${ready.length} carts, ${CART_BENCH.concurrency} at once)…`)
  const placeOrder = await runPostLoad({
    headers: store.headers,
    concurrency: CART_BENCH.concurrency,
    maxRequests: ready.length,
    maxSeconds: CART_BENCH.orderMaxSeconds,
    request: (i) => ({ url: `${store.backendUrl}/store/carts/${ready[i]}/complete`, body: {} }),
    succeeded: isOrder,
  })
  log(`  ${describe(placeOrder)}`)
  return { addToCart, placeOrder: { ...placeOrder, prepared: ready.length }, alone: { addToCart: aloneAdd, placeOrder: aloneOrder } }
}

/**
 * Carts ready to complete, one unit of its own variant each, 10 prepared at once until `count`
 * or the time is used up: e-mail, Douala address, Douala delivery, a payment session (bank
 * deposit unless `payment` says otherwise: cart number `n`'s provider and session data).
 */
export async function prepareOrderCarts(
  store: Store,
  regionId: string,
  variants: string[],
  count: number,
  maxSeconds: number,
  payment: (n: number) => { provider_id: string; data?: Record<string, unknown> } = () => ({ provider_id: BANK_DEPOSIT })
) {
  const deadline = performance.now() + maxSeconds * 1000
  const ready: string[] = []
  let next = 0
  let doualaOptionId: string | undefined
  const worker = async () => {
    while (next < Math.min(count, variants.length) && performance.now() < deadline) {
      const n = next++
      const cartId = await createCart(store, regionId, `order-${n}`)
      await postJson(store, `/store/carts/${cartId}/line-items`, { variant_id: variants[n], quantity: 1 })
      doualaOptionId ??= await doualaDelivery(store, cartId)
      await postJson(store, `/store/carts/${cartId}/shipping-methods`, { option_id: doualaOptionId })
      const { payment_collection } = await postJson(store, "/store/payment-collections", { cart_id: cartId })
      await postJson(store, `/store/payment-collections/${payment_collection.id}/payment-sessions`, payment(n))
      ready.push(cartId)
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker))
  return ready
}

export async function createCart(store: Store, regionId: string, label: string): Promise<string> {
  const { cart } = await postJson(store, "/store/carts", {
    region_id: regionId,
    email: `bench-${label}-${Date.now()}@example.cm`,
    shipping_address: DOUALA_ADDRESS,
    billing_address: DOUALA_ADDRESS,
  })
  return cart.id
}

export async function xafRegionId(store: Store): Promise<string> {
  const { regions } = await getJson(store, "/store/regions?fields=id,currency_code")
  const region = regions.find((candidate: { currency_code: string }) => candidate.currency_code === "xaf")
  if (!region) throw new Error("No XAF region in the store")
  return region.id
}

async function doualaDelivery(store: Store, cartId: string): Promise<string> {
  const { shipping_options } = await getJson(store, `/store/shipping-options?cart_id=${cartId}`)
  const option = shipping_options.find((candidate: { data?: { id?: string } }) => candidate.data?.id === "douala")
  if (!option) throw new Error("No Douala delivery option for a Douala cart")
  return option.id
}

/** `count` variant ids, each with at least `minStock` units on sale, none of `excluded`. */
export async function stockedVariants(store: Store, count: number, minStock: number, excluded = new Set<string>()) {
  const found: string[] = []
  for (let offset = 0; found.length < count; offset += 100) {
    const { products, count: total } = await getJson(
      store,
      `/store/products?fields=id,variants.id,variants.inventory_quantity,variants.manage_inventory&limit=100&offset=${offset}`
    )
    for (const product of products) {
      for (const variant of product.variants ?? []) {
        const enough = variant.manage_inventory === false || (variant.inventory_quantity ?? 0) >= minStock
        if (enough && !excluded.has(variant.id) && !found.includes(variant.id)) found.push(variant.id)
      }
    }
    if (offset + 100 >= total) break
  }
  if (found.length < count) throw new Error(`Only ${found.length} variants with ${minStock}+ units in stock; ${count} needed`)
  return found.slice(0, count)
}

export async function getJson(store: Store, path: string) {
  const response = await fetch(store.backendUrl + path, { headers: store.headers })
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as any
}

export async function postJson(store: Store, path: string, body: unknown) {
  const response = await fetch(store.backendUrl + path, {
    method: "POST",
    headers: { ...store.headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as any
}

const describe = (result: LoadResult) =>
  `${result.requests} requests, ${result.perSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`
