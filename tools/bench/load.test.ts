import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { poolResults, runGetLoad, runPostLoad, summarise } from "./load.js"

describe("runPostLoad", () => {
  const received: { url: string; body: unknown; contentType: string | undefined }[] = []
  let server: http.Server
  let base: string

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = ""
      req.on("data", (chunk) => (text += chunk))
      req.on("end", () => {
        received.push({ url: req.url!, body: JSON.parse(text), contentType: req.headers["content-type"] })
        const refused = req.url!.endsWith("/refuse")
        res.writeHead(200, { "content-type": "application/json" })
        res.end(JSON.stringify({ type: refused ? "cart" : "order" }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("sends JSON bodies, each client on its own path, and counts answers the check refuses as errors", async () => {
    const result = await runPostLoad({
      headers: { "x-publishable-api-key": "pk" },
      concurrency: 3,
      maxRequests: 12,
      maxSeconds: 10,
      request: (i, client) => ({ url: `${base}/client-${client}/${i % 4 === 0 ? "refuse" : "ok"}`, body: { i } }),
      succeeded: (status, body) => status === 200 && (body as { type: string }).type === "order",
    })
    expect(result.requests).toBe(12)
    expect(result.errors).toBe(3)
    expect(received).toHaveLength(12)
    expect(new Set(received.map((request) => request.url.split("/")[1]))).toEqual(new Set(["client-0", "client-1", "client-2"]))
    expect(received.map((request) => (request.body as { i: number }).i).sort((a, b) => a - b)).toEqual([...Array(12).keys()])
    expect(received.every((request) => request.contentType === "application/json")).toBe(true)
  })

  it("counts a refused connection as an error, not a crash", async () => {
    const result = await runPostLoad({
      headers: {},
      concurrency: 1,
      maxRequests: 2,
      maxSeconds: 10,
      request: () => ({ url: "http://127.0.0.1:1/nothing", body: {} }),
    })
    expect(result).toMatchObject({ requests: 2, errors: 2 })
  })
})

describe("summarise", () => {
  it("reads percentiles as the nearest rank", () => {
    const result = summarise(Array.from({ length: 100 }, (_, i) => i + 1), 0, 2)
    expect(result).toMatchObject({ requests: 100, perSecond: 50, p50: 50, p95: 95, p99: 99, max: 100 })
  })
})

describe("runGetLoad", () => {
  let server: http.Server
  let base: string

  beforeAll(async () => {
    // Answers each client's page with the cookie it sent; the shopper "c2" gets an empty page.
    server = http.createServer((req, res) => {
      const shopper = req.headers.cookie ?? ""
      res.writeHead(200, { "content-type": "text/html" })
      res.end(shopper === "shopper=c2" ? "<p>empty</p>" : `<p>${shopper}: line-a line-b</p>`)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("sends each client's own headers and checks each answer's whole body for that client", async () => {
    const checked: number[] = []
    const result = await runGetLoad({
      concurrency: 3,
      maxRequests: 9,
      maxSeconds: 10,
      request: (_i, client) => ({ url: `${base}/cart`, headers: { cookie: `shopper=c${client}` } }),
      succeeded: (status, body, client) => {
        checked.push(client)
        return status === 200 && body.includes(`shopper=c${client}: line-a line-b`)
      },
    })
    // Clients share the requests (a closed loop): each of client 2's answers, and only those, is an error.
    expect(new Set(checked)).toEqual(new Set([0, 1, 2]))
    expect(result).toMatchObject({ requests: 9, errors: checked.filter((client) => client === 2).length })
    expect(result.latencies).toHaveLength(9)
  })
})

describe("poolResults", () => {
  it("pools the rounds' latencies for the percentiles and adds up requests, errors and time", () => {
    const first = { ...summarise([10, 20, 30], 1, 1), latencies: [10, 20, 30] }
    const second = { ...summarise([40, 50, 60, 70, 80], 0, 3), latencies: [40, 50, 60, 70, 80] }
    expect(poolResults([first, second])).toMatchObject({ requests: 8, errors: 1, seconds: 4, perSecond: 2, p50: 40, p95: 80, max: 80 })
  })
})
