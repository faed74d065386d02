import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { agrees, difference } from "./autocannon-run.js"
import { applySetCookies, BROWSER_HEADERS, outsideVisitorCookie, visitorHeaders } from "./page-visitors.js"
import { parsePagesArgs } from "./pages-args.js"

describe("what the pages bench sends", () => {
  it("asks for gzip and brotli as a browser does, with cookies only for the returning visitor", () => {
    expect(BROWSER_HEADERS["accept-encoding"]).toMatch(/gzip/)
    expect(BROWSER_HEADERS["accept-encoding"]).toMatch(/br/)
    expect(visitorHeaders("first visit", "lang=x; cart=y")).not.toHaveProperty("cookie")
    expect(visitorHeaders("returning visitor", "lang=x; cart=y")).toMatchObject({ cookie: "lang=x; cart=y", "accept-encoding": BROWSER_HEADERS["accept-encoding"] })
  })

  it("keeps a browser's cookie jar: a cookie set again replaces its value, an expired or emptied one goes", () => {
    const now = new Date("2026-11-27T15:00:00Z")
    let jar = applySetCookies("", ["lang=ImVuIg%3D%3D; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax", "cart_flash=abc; Path=/"], now)
    expect(jar).toBe("lang=ImVuIg%3D%3D; cart_flash=abc")
    jar = applySetCookies(jar, ["cart=eyJ9.sig; Path=/; HttpOnly", "cart_flash=; Expires=Thu, 01 Jan 1970 00:00:00 GMT", "lang=ImZyIg%3D%3D; Path=/"], now)
    expect(jar).toBe("lang=ImZyIg%3D%3D; cart=eyJ9.sig")
    expect(applySetCookies(jar, ["cart=gone; Max-Age=0"], now)).toBe("lang=ImZyIg%3D%3D")
    expect(applySetCookies("a=1", ["no-equals-sign; Path=/", "b=2; Expires=Fri, 27 Nov 2027 15:00:00 GMT"], now)).toBe("a=1; b=2")
  })

  it("tells whether autocannon's answers a second agree with the bench's within 15 %", () => {
    expect(difference(40, 44)).toBeCloseTo(0.1)
    expect(difference(40, 30)).toBeCloseTo(-0.25)
    expect(agrees(40, 46)).toBe(true)
    expect(agrees(40, 46.4)).toBe(false)
    expect(agrees(40, 33)).toBe(false)
    expect(agrees(0, 0)).toBe(true)
    expect(agrees(0, 5)).toBe(false)
  })

  it("always has a baseline: main unless --baseline names another ref; --seconds or BENCH_SECONDS bound each load", () => {
    expect(parsePagesArgs([])).toEqual({ baseline: "main", seconds: 20, versus: null })
    expect(parsePagesArgs(["--baseline", "fa62d82", "--seconds=15"])).toEqual({ baseline: "fa62d82", seconds: 15, versus: null })
    expect(parsePagesArgs([], { BENCH_SECONDS: "5" })).toEqual({ baseline: "main", seconds: 5, versus: null })
    expect(() => parsePagesArgs(["--baseline"])).toThrow(/--baseline needs a value/)
    expect(() => parsePagesArgs(["--rounds", "2"])).toThrow(/Unknown option "--rounds"/)
    expect(() => parsePagesArgs(["--seconds", "0"])).toThrow(/at least 1/)
  })
})

describe("an outside storefront's first visit", () => {
  // A storefront as Medusa's Next.js starter answers: no cache-id cookie, a redirect that sets it.
  const server = http.createServer((request, response) => {
    if (request.url === "/away") return void response.writeHead(307, { location: "http://localhost:1/cm" }).end()
    if (request.url === "/loop") return void response.writeHead(307, { location: "/loop" }).end()
    if (request.url === "/broken") return void response.writeHead(500).end()
    if (!request.headers.cookie?.includes("_medusa_cache_id=")) {
      return void response.writeHead(307, { location: request.url ?? "/", "set-cookie": "_medusa_cache_id=abc-123; Path=/; Max-Age=86400" }).end()
    }
    response.writeHead(200, { "content-type": "text/html" }).end("<p>page</p>")
  })
  let url = ""
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("keeps the cookie its redirect sets, as the browser's second request sends it", async () => {
    expect(await outsideVisitorCookie(url, "/cm")).toBe("_medusa_cache_id=abc-123")
  })

  it("asks a redirect's path of the same storefront, whatever host name its location names (Next.js writes localhost)", async () => {
    expect(await outsideVisitorCookie(url, "/away")).toBe("_medusa_cache_id=abc-123")
  })

  it("refuses a storefront that loops or fails", async () => {
    await expect(outsideVisitorCookie(url, "/loop")).rejects.toThrow(/still redirects/)
    await expect(outsideVisitorCookie(url, "/broken")).rejects.toThrow(/HTTP 500/)
  })
})
