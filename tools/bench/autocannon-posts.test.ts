import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runAutocannonPerTarget, runAutocannonPool } from "./autocannon-posts.js"

// A real HTTP server that records each POST's path, body and headers, and answers an "order" for
// every path but /refuse (a 200 the bench would not count as a success).
const seen: { path: string; body: unknown; locale: string | undefined }[] = []
const server = http.createServer((request, response) => {
  let body = ""
  request.on("data", (chunk) => (body += chunk))
  request.on("end", () => {
    seen.push({ path: request.url ?? "", body: JSON.parse(body), locale: request.headers["x-medusa-locale"] as string | undefined })
    response.writeHead(200, { "content-type": "application/json" })
    response.end(JSON.stringify({ type: request.url === "/refuse" ? "cart" : "order" }))
  })
})
let backendUrl = ""
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  backendUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const isOrder = (_status: number, body: string) => JSON.parse(body).type === "order"

describe("autocannon for POSTs", () => {
  it("keeps each connection on its own target, numbering that target's requests, with the headers given", async () => {
    seen.length = 0
    const result = await runAutocannonPerTarget({
      backendUrl,
      headers: { "x-medusa-locale": "fr-FR" },
      seconds: 1,
      targets: ["a", "b", "c"].map((cart) => (nth: number) => ({ path: `/carts/${cart}/line-items`, body: { nth } })),
    })
    expect(result.errors).toBe(0)
    expect(result.requests).toBeGreaterThan(3)
    expect(new Set(seen.map((request) => request.path))).toEqual(new Set(["/carts/a/line-items", "/carts/b/line-items", "/carts/c/line-items"]))
    for (const cart of ["a", "b", "c"]) {
      const numbers = seen.filter((request) => request.path === `/carts/${cart}/line-items`).map((request) => (request.body as { nth: number }).nth)
      expect(numbers.slice(0, 3)).toEqual([0, 1, 2])
    }
    expect(seen.every((request) => request.locale === "fr-FR")).toBe(true)
  })

  it("sends each prepared target of a pool once, and counts an answer `succeeded` refuses as an error", async () => {
    seen.length = 0
    const targets = ["/pool/c1", "/pool/c2", "/refuse", "/pool/c4", "/pool/c5"]
    const result = await runAutocannonPool({
      backendUrl,
      headers: {},
      connections: 20,
      count: targets.length,
      maxSeconds: 10,
      post: (n) => ({ path: targets[n]!, body: {} }),
      succeeded: isOrder,
    })
    // (A request of the previous test still in flight when it ended may arrive here: left out.)
    const pool = seen.map((request) => request.path).filter((path) => targets.includes(path))
    expect(pool.sort()).toEqual([...targets].sort())
    expect(result.requests).toBe(5)
    expect(result.errors).toBe(1)
  })
})
