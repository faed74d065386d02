import pg from "pg"
import { startTestRedis } from "../../backend/integration-tests/redis-server"
import { solvedPayload } from "../../backend/integration-tests/helpers/accounts"
import { readLauncherConfig } from "../../tools/launcher/config.js"
import { startStack, type RunningStack } from "../../tools/launcher/stack.js"
import { superviseServices } from "../../tools/launcher/supervise.js"

export type Cluster = {
  stack: RunningStack
  /** The proxy: what the storefront and shoppers talk to. */
  proxyUrl: string
  /** Each server's own address, server 1 first. */
  serverUrls: string[]
  admin: { email: string; password: string }
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>
  stop: () => Promise<void>
}

/**
 * `npm run start:cluster` as the launcher runs it (production builds, two servers, the worker, the
 * proxy, the storefront), on a private Redis and an embedded PostgreSQL of its own. E2E_* variables
 * move it; the defaults stay clear of the browser tests' stack. A process that dies is started
 * again, as the launcher does.
 */
export async function startCluster(): Promise<Cluster> {
  const redis = await startTestRedis()
  const config = readLauncherConfig(
    "start",
    {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e-cluster",
      BACKEND_PORT: process.env.E2E_BACKEND_PORT ?? "9310",
      STOREFRONT_PORT: process.env.E2E_STOREFRONT_PORT ?? "3310",
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54359",
      SIMULATORS_PORT: "0",
      REDIS_URL: redis.url,
    },
    { cluster: true }
  )
  const log = (line: string) => console.log(`[cluster] ${line}`)
  const stack = await startStack(config, log, { quiet: process.env.E2E_LOGS !== "1" })
  let stopping = false
  superviseServices(stack.services, stack.restart, { log, stopping: () => stopping })
  const pool = new pg.Pool({
    connectionString: config.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/dreamshade`,
    max: 2,
  })
  return {
    stack,
    proxyUrl: stack.backendUrl,
    serverUrls: stack.serverUrls,
    admin: config.admin,
    sql: async (text, params) => (await pool.query(text, params)).rows,
    stop: async () => {
      stopping = true
      await pool.end()
      await stack.stop()
    },
  }
}

/** The admin API through `baseUrl` with a staff token (captcha solved, as the admin's login does). */
export async function adminApi(baseUrl: string, admin: { email: string; password: string }) {
  const challenge = await fetch(`${baseUrl}/auth/user/captcha`).then((response) => response.json())
  const login = await fetch(`${baseUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...admin, captcha: await solvedPayload(challenge) }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`Staff login refused: ${login.status}`)
  return async (path: string, body?: object): Promise<any> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body ? "POST" : "GET",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body && JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>

/** A published one-variant product in the shop's channel, `stock` units at the Douala location. */
export async function stockedProduct(admin: AdminApi, { title, price, stock }: { title: string; price: number; stock: number }) {
  const [{ stock_locations }, { shipping_profiles }, { sales_channels }] = await Promise.all([
    admin("/admin/stock-locations?name=DreamShade%20Douala&fields=id"),
    admin("/admin/shipping-profiles?type=default&fields=id"),
    admin("/admin/sales-channels?name=DreamShade%20online%20shop&fields=id"),
  ])
  const { product } = await admin("/admin/products?fields=id,handle,variants.id,variants.prices.*,variants.inventory_items.inventory_item_id", {
    title,
    status: "published",
    shipping_profile_id: shipping_profiles[0].id,
    options: [{ title: "Format", values: ["Standard"] }],
    variants: [
      {
        title: "Standard",
        sku: `CLUSTER-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
        manage_inventory: true,
        options: { Format: "Standard" },
        prices: [{ amount: price, currency_code: "xaf" }],
      },
    ],
    sales_channels: [{ id: sales_channels[0].id }],
  })
  const variant = product.variants[0]
  const inventoryItemId = variant.inventory_items[0].inventory_item_id as string
  const locationId = stock_locations[0].id as string
  await admin(`/admin/inventory-items/${inventoryItemId}/location-levels`, { location_id: locationId, stocked_quantity: stock })
  return {
    productId: product.id as string,
    handle: product.handle as string,
    variantId: variant.id as string,
    priceId: variant.prices.find((p: { currency_code: string }) => p.currency_code === "xaf").id as string,
    inventoryItemId,
    locationId,
  }
}

/** Runs `task` for 0…count-1, at most `width` at a time (the machine has two cores). */
export async function inBatches<T>(count: number, width: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const n = next++
        results[n] = await task(n)
      }
    })
  )
  return results
}
