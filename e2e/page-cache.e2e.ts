import { createHash } from "node:crypto"
import http from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { formatXaf } from "@dreamshade/contracts"
import { afterAll, describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { staffToken } from "./staff"

const shop = inject("storefrontUrl")
const backend = inject("backendUrl")

/** A featured product in no deal nor pack (as catalogue-freshness.e2e.ts), its price moved here. */
const HANDLE = "kola-roots-avocado-honey-hair-mask"
const SEED_PRICE = 6500
const NEW_PRICE = 6200
const FRESH_WITHIN_MS = 5_000

type Raw = { status: number; headers: http.IncomingHttpHeaders; wire: Buffer; ms: number }

/** One request as a browser sends it, the body as it came over the wire (not decompressed). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get(`${shop}${path}`, { headers: { "accept-encoding": "gzip, deflate, br", ...headers } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(chunks), ms: performance.now() - started })
        )
        response.on("error", reject)
      })
      .on("error", reject)
  })
}

function text({ headers, wire }: Raw): string {
  const encoding = headers["content-encoding"]
  return (encoding === "br" ? brotliDecompressSync(wire) : encoding === "gzip" ? gunzipSync(wire) : wire).toString("utf8")
}

async function admin(path: string, body?: object) {
  const headers = { authorization: `Bearer ${await staffToken()}`, "content-type": "application/json" }
  const response = await fetch(`${backend}${path}`, { method: body ? "POST" : "GET", headers, body: body && JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

describe("catalogue pages kept per catalogue version", () => {
  const browser = useBrowserPage()
  let restore: (() => Promise<void>) | null = null
  afterAll(async () => {
    await restore?.()
  })

  it("serves a kept page compressed, the same bytes to every visitor, with a policy that allows exactly its scripts", async () => {
    // The first visitor gets the drawing itself (its own nonce); the next ones the kept copy.
    await get("/faq")
    const [first, second] = [await get("/faq"), await get("/faq")]
    expect(first.status).toBe(200)
    expect(first.headers["content-encoding"]).toBe("br")
    expect(Number(first.headers["content-length"])).toBe(first.wire.length)
    // A page drawn per request has a new nonce each time: equal bytes are one kept page.
    expect(second.wire.equals(first.wire)).toBe(true)
    expect(first.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+/)
    // The app's Vary (pageCacheHeaders), then Accept-Encoding as compression() adds it.
    expect(first.headers.vary).toMatch(/Save-Data, Accept-Encoding$/)
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(first.headers["x-frame-options"]).toBe("DENY")

    const html = text(first)
    const policy = String(first.headers["content-security-policy"])
    expect(policy).not.toContain("nonce-")
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    expect(inline.length).toBeGreaterThan(0)
    for (const [, , script] of inline) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script!, "utf8").digest("base64")}'`)
    }

    // gzip for a client without brotli, the plain page for one that takes neither: the same page.
    const gzipped = await get("/faq", { "accept-encoding": "gzip" })
    expect(gzipped.headers["content-encoding"]).toBe("gzip")
    expect(text(gzipped)).toBe(html)
    const plain = await get("/faq", { "accept-encoding": "identity" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.wire.toString("utf8")).toBe(html)

    // A visitor with a cookie that makes pages personal gets a page drawn for them, never the kept one.
    const personal = await get("/faq", { cookie: "cart_flash=1" })
    expect(personal.headers["cache-control"]).toBe("private, no-store")
    expect(String(personal.headers["content-security-policy"])).toContain("'nonce-")

    // In a browser the kept page runs: it hydrates (the journey helper waits for it) and logs no
    // policy violation (an error fails the test).
    await browser.page.goto(`${shop}/faq`)
    await browser.page.waitForSelector("html[data-hydrated]", { state: "attached" })
  })

  it("draws the page again after a change in the admin, within seconds, and keeps the new one", async () => {
    const { products } = await admin(`/admin/products?handle=${HANDLE}&fields=id,variants.id,variants.prices.id,variants.prices.amount,variants.prices.currency_code`)
    const product = products[0]
    const variant = product.variants[0]
    const xaf = variant.prices.find((price: any) => price.currency_code === "xaf")
    const setPrice = (amount: number) =>
      admin(`/admin/products/${product.id}/variants/${variant.id}`, { prices: [{ id: xaf.id, amount, currency_code: "xaf" }] })
    restore = () => setPrice(SEED_PRICE).then(() => undefined)
    const path = `/product/${HANDLE}/details`

    // The first visitor gets the drawing itself; the next ones the kept copy.
    await get(path)
    const kept = await get(path)
    expect(text(kept)).toContain(formatXaf(SEED_PRICE, "fr"))
    expect((await get(path)).wire.equals(kept.wire)).toBe(true)

    await setPrice(NEW_PRICE)
    const changed = Date.now()
    let fresh: Raw | undefined
    while (!fresh && Date.now() - changed < 3 * FRESH_WITHIN_MS) {
      const answer = await get(path)
      if (text(answer).includes(formatXaf(NEW_PRICE, "fr"))) fresh = answer
      else await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(fresh, "the product page never showed the new price").toBeDefined()
    expect(Date.now() - changed).toBeLessThanOrEqual(FRESH_WITHIN_MS)
    expect(fresh!.headers["content-encoding"]).toBe("br")
    console.log(`first visit after the change: ${fresh!.ms.toFixed(0)} ms, ${Date.now() - changed} ms after it`)
    // Kept again: the next visitors get the very same bytes, with the new price.
    const keptAgain = await get(path)
    expect(text(keptAgain)).toContain(formatXaf(NEW_PRICE, "fr"))
    expect((await get(path)).wire.equals(keptAgain.wire)).toBe(true)
  })
})
