import os from "node:os"
import pg from "pg"
import { prepareOrderCarts, stockedVariants, xafRegionId, type Store } from "./cart-scenarios.js"
import { summarise, type LoadResult } from "./load.js"

/**
 * "Place order" to "paid" with MTN Mobile Money, the phone approving at once (the simulators'
 * auto-approval): 20 shoppers at a time, each completing its cart (the push is sent, the order
 * awaits its payment) and waiting until the order's payment is captured, then the next cart. The
 * payment comes by the simulator's callback; one that waits for the minute job shows as ~60 s.
 */
export const PAYMENT_BENCH = {
  concurrency: 20,
  orders: 100,
  prepareSeconds: 180,
  maxSeconds: 120,
  /** Longer than the follow-up job's minute: an order not paid by then counts as an error. */
  paidWithinSeconds: 90,
  pollMs: 100,
}

const MTN = "pp_mtn-momo_mobile-money"

export type PaymentLoads = {
  /** From sending `POST /store/carts/:id/complete` to the capture of the order's payment. */
  placeToPaid: LoadResult
  /** The `complete` call alone (push sent, order saved awaiting payment). */
  placeOrder: LoadResult
  prepared: number
  /** Orders with more than one capture: must stay 0 (paid exactly once). */
  capturedTwice: number
  /** The machine's load average (1, 5, 15 min) when this scenario started and ended. */
  loadBefore: number[]
  loadAfter: number[]
}

type Watched = { resolve: (paidAt: Date | null) => void; deadline: number }

/**
 * One poller for every order awaiting its payment (one query each `pollMs`, not one per shopper,
 * so the watching adds little load): answers when each is captured, from the capture's own time.
 */
export function paidWatcher(client: Pick<pg.Client, "query">, pollMs = PAYMENT_BENCH.pollMs) {
  const waiting = new Map<string, Watched>()
  let timer: NodeJS.Timeout | null = null
  const poll = async () => {
    timer = null
    const ids = [...waiting.keys()]
    if (!ids.length) return
    // A failed query is asked again at the next tick; the deadlines still apply.
    const { rows } = (await client.query(CAPTURE_TIMES, [ids]).catch(() => ({ rows: [] }))) as { rows: { order_id: string; paid_at: Date }[] }
    for (const { order_id, paid_at } of rows) {
      waiting.get(order_id)?.resolve(paid_at)
      waiting.delete(order_id)
    }
    for (const [id, watched] of waiting) {
      if (Date.now() > watched.deadline) {
        watched.resolve(null)
        waiting.delete(id)
      }
    }
    if (waiting.size) timer = setTimeout(() => void poll(), pollMs)
  }
  return {
    /** The time the order's payment was captured, or null when not within `withinMs`. */
    paidAt(orderId: string, withinMs: number): Promise<Date | null> {
      return new Promise((resolve) => {
        waiting.set(orderId, { resolve, deadline: Date.now() + withinMs })
        timer ??= setTimeout(() => void poll(), pollMs)
      })
    },
  }
}

/** The first capture of each order's payments (Medusa's link table order ↔ payment collection). */
const CAPTURE_TIMES = `
  select opc.order_id, min(c.created_at) as paid_at
  from order_payment_collection opc
  join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null
  join capture c on c.payment_id = p.id and c.deleted_at is null
  where opc.order_id = any($1) and opc.deleted_at is null
  group by opc.order_id`

const CAPTURE_COUNTS = `
  select opc.order_id, count(c.id)::int as captures
  from order_payment_collection opc
  join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null
  join capture c on c.payment_id = p.id and c.deleted_at is null
  where opc.order_id = any($1) and opc.deleted_at is null
  group by opc.order_id`

export async function runPaymentScenario(
  store: Store,
  { simulatorsUrl, databaseUrl }: { simulatorsUrl: string; databaseUrl: string },
  log: (line: string) => void
): Promise<PaymentLoads> {
  const regionId = await xafRegionId(store)
  // A unit each; a variant serves up to four orders, so the seed's catalogue alone is enough.
  const stocked = await stockedVariants(store, Math.ceil(PAYMENT_BENCH.orders / 4), 8)
  const variants = Array.from({ length: PAYMENT_BENCH.orders }, (_, n) => stocked[n % stocked.length]!)
  log(`Payment: preparing up to ${PAYMENT_BENCH.orders} MTN checkouts (at most ${PAYMENT_BENCH.prepareSeconds} s)…`)
  // Each shopper its own MTN number (67x: MTN Cameroon's prefix).
  const mtn = (n: number) => ({ provider_id: MTN, data: { phone: `2376700${String(n).padStart(5, "0")}` } })
  const carts = await prepareOrderCarts(store, regionId, variants, PAYMENT_BENCH.orders, PAYMENT_BENCH.prepareSeconds, mtn)

  const approval = await fetch(`${simulatorsUrl}/control/auto-approve?enabled=true&after_ms=0`, { method: "POST" })
  if (!approval.ok) throw new Error(`The simulators refused the auto-approval: HTTP ${approval.status}`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const watcher = paidWatcher(client)
    const toPaid: number[] = []
    const placing: number[] = []
    const orderIds: string[] = []
    let errors = 0
    let next = 0
    const loadBefore = os.loadavg()
    const started = Date.now()
    const deadline = started + PAYMENT_BENCH.maxSeconds * 1000
    log(`Load: place order → paid, MTN approved at once (${carts.length} carts, ${PAYMENT_BENCH.concurrency} at once)…`)
    const shopper = async () => {
      while (next < carts.length && Date.now() < deadline) {
        const cartId = carts[next++]!
        const sent = Date.now()
        const orderId = await complete(store, cartId)
        placing.push(Date.now() - sent)
        const paidAt = orderId ? await watcher.paidAt(orderId, PAYMENT_BENCH.paidWithinSeconds * 1000) : null
        if (!orderId || !paidAt) {
          errors++
          continue
        }
        orderIds.push(orderId)
        toPaid.push(Math.max(0, paidAt.getTime() - sent))
      }
    }
    await Promise.all(Array.from({ length: PAYMENT_BENCH.concurrency }, shopper))
    const seconds = (Date.now() - started) / 1000
    const { rows } = await client.query<{ captures: number }>(CAPTURE_COUNTS, [orderIds])
    const result = {
      placeToPaid: summarise(toPaid, errors, seconds),
      placeOrder: summarise(placing, 0, seconds),
      prepared: carts.length,
      capturedTwice: rows.filter((row) => row.captures > 1).length,
      loadBefore,
      loadAfter: os.loadavg(),
    }
    log(`  ${result.placeToPaid.requests} orders paid, p50 ${result.placeToPaid.p50.toFixed(0)} ms, p95 ${result.placeToPaid.p95.toFixed(0)} ms, p99 ${result.placeToPaid.p99.toFixed(0)} ms, ${errors} errors, ${result.capturedTwice} captured twice`)
    return result
  } finally {
    await client.end()
    await fetch(`${simulatorsUrl}/control/auto-approve?enabled=false`, { method: "POST" }).catch(() => {})
  }
}

/** Completes a cart; the order's id, or null when no order came back. */
async function complete(store: Store, cartId: string): Promise<string | null> {
  try {
    const response = await fetch(`${store.backendUrl}/store/carts/${cartId}/complete`, {
      method: "POST",
      headers: { ...store.headers, "content-type": "application/json" },
      body: "{}",
      // A busy machine can take more than a minute to place 20 orders at once.
      signal: AbortSignal.timeout(180_000),
    })
    const body = (await response.json()) as { type?: string; order?: { id: string } }
    return response.ok && body.type === "order" ? body.order!.id : null
  } catch {
    return null
  }
}
