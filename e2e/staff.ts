import type { Page } from "playwright-core"
import { inject } from "vitest"
import { solvedPayload } from "../backend/integration-tests/helpers/accounts"
import { solveCaptcha } from "./shopper"

/**
 * Signs the configured staff account (or `admin`) in to the Medusa admin, captcha included, and waits for its
 * first screen. Before signing in, the admin asks who is signed in and gets a 401, which the
 * browser logs: a page that uses this expects `/status of 401/`.
 */
export async function signInToAdmin(page: Page, admin: { email: string; password: string } = inject("admin")) {
  await page.goto(`${inject("backendUrl")}/app`)
  await page.locator("input[name=email]").fill(admin.email)
  await page.locator("input[name=password]").fill(admin.password)
  await solveCaptcha(page)
  await page.getByRole("button", { name: /continue|continuer/i }).click()
  await page.waitForURL(/\/app\/orders/)
}

/** A staff token through `baseUrl`'s API, as the admin's login gets it (a solved captcha included). */
export async function staffToken(baseUrl = inject("backendUrl"), admin = inject("admin")): Promise<string> {
  const challenge = await fetch(`${baseUrl}/auth/user/captcha`).then((response) => response.json())
  const answer = await fetch(`${baseUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...admin, captcha: await solvedPayload(challenge) }),
  })
  const body = (await answer.json()) as { token?: string }
  if (!body.token) throw new Error(`Staff login refused: ${answer.status} ${JSON.stringify(body)}`)
  return body.token
}

/** The admin API through `baseUrl`: GET without a body, POST with one; throws on an error answer. */
export async function adminApi(baseUrl: string, admin: { email: string; password: string }) {
  const token = await staffToken(baseUrl, admin)
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
        sku: `E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
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
