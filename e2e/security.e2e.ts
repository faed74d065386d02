import { createHash } from "node:crypto"
import http from "node:http"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { solveCaptcha } from "./shopper"

const shop = inject("storefrontUrl")

/** Every page carries the headers; the browser journeys (useBrowserPage) fail on any CSP violation. */
describe("storefront security headers", () => {
  const browser = useBrowserPage()

  it("sends a Content-Security-Policy without unsafe-inline and the basic headers on every kind of page", async () => {
    const nonces = new Set<string>()
    // The catalogue pages a visitor without a session gets are kept (docs/decisions/039): their
    // inline scripts are allowed by hash, as a nonce served to everyone would be no secret. An
    // unknown path redirects to the home page.
    const kept = new Set(["/", "/shop", "/contact", "/page-that-does-not-exist"])
    for (const path of ["/", "/shop", "/login", "/register", "/cart", "/contact", "/page-that-does-not-exist"]) {
      // The first visitor of a kept page gets the drawing itself, with its own nonce.
      if (kept.has(path)) await (await fetch(`${shop}${path}`)).arrayBuffer()
      const response = await fetch(`${shop}${path}`)
      const policy = response.headers.get("content-security-policy") ?? ""
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect({ path, nonce: Boolean(nonce) }).toEqual({ path, nonce: !kept.has(path) })
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(response.headers.get("permissions-policy")).toContain("camera=()")
      expect(response.headers.get("x-powered-by")).toBeNull()
      const html = await response.text()
      for (const [, attributes, text] of html.matchAll(/<script((?![^>]*\bsrc=)[^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/type="application\/(ld\+)?json"/.test(attributes!)) continue
        // Every inline script carries this response's nonce, or on a kept page is allowed by its hash.
        if (nonce) expect(attributes).toContain(`nonce="${nonce}"`)
        else expect(policy).toContain(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`)
      }
      if (nonce) nonces.add(nonce)
    }
    expect(nonces.size).toBe(3)
  })

  it("solves the captcha under the policy: its worker and styles run without a violation", async () => {
    const { page } = browser
    await page.goto(`${shop}/register`)
    await solveCaptcha(page)
  })

  it("refuses a cross-site post (403), a JSON body (415) and a 50 MB chunked body (413), in the shopper's language", async () => {
    const json = await fetch(`${shop}/login?lng=en`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.cm", password: "x" }),
    })
    expect(json.status).toBe(415)
    expect(await json.text()).toBe("This form was not sent as one of the shop's forms. Go back and send it again.")

    const crossSite = await fetch(`${shop}/my-account?lng=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "intent=delete",
    })
    // The root middleware's Origin check, before the action reads anything.
    expect(crossSite.status).toBe(403)
    expect(await crossSite.text()).toBe("This form came from another site and was not sent. Open the page on the shop and send it from there.")

    const huge = await postChunked(`${shop}/login`, 50 * 1024 * 1024)
    expect(huge.status).toBe(413)
    expect(huge.body).toMatch(/^Ce formulaire est trop volumineux/)
  })
})

/** One Origin check for every request that changes something: pages and resource routes alike. */
describe("storefront Origin check", () => {
  const browser = useBrowserPage()
  const FOREIGN_ORIGIN = "Ce formulaire vient d'un autre site : il n'a pas été envoyé. Ouvrez la page sur la boutique et renvoyez-le de là."
  const form = { "content-type": "application/x-www-form-urlencoded" }

  it("refuses another site's post to every resource route and page, with or without Origin, in the shopper's language", async () => {
    const posts = [
      ["/resources/cart", "intent=add&variantId=variant_1&quantity=1&redirectTo=%2Fcart"],
      ["/resources/logout", ""],
      ["/resources/language", "lng=en&redirectTo=%2F"],
      ["/resources/cart.data", "intent=remove&lineId=line_1"],
      ["/login", "email=a%40b.cm&password=x"],
    ] as const
    for (const [path, body] of posts) {
      const senders: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }]
      for (const sender of senders) {
        const refused = await fetch(`${shop}${path}`, { method: "POST", headers: { ...form, ...sender }, body, redirect: "manual" })
        expect({ path, sender, status: refused.status }).toEqual({ path, sender, status: 403 })
        // A data request (.data) is answered in React Router's own encoding; a page or resource post in plain text.
        if (!path.endsWith(".data")) expect(await refused.text()).toBe(FOREIGN_ORIGIN)
      }
    }
  })

  it("lets the shop's own posts through: a form and a script on its page, a same-origin post, a client that is no browser", async () => {
    const { page } = browser
    await page.goto(`${shop}/cart`)
    // The browser sets Origin (and Sec-Fetch-Site) itself on a post from the shop's own page.
    const answer = await page.evaluate(async () => {
      const response = await fetch("/resources/language", { method: "POST", body: new URLSearchParams({ lng: "en", redirectTo: "/cart" }), redirect: "manual" })
      return response.type === "opaqueredirect" ? "redirect" : String(response.status)
    })
    expect(answer).toBe("redirect")
    await page.goto(`${shop}/cart`)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en")

    // A plain HTML form, as a page without JavaScript sends it: the browser navigates to the answer.
    await page.goto(`${shop}/contact`)
    await Promise.all([
      page.waitForURL(`${shop}/cart`, { waitUntil: "load" }),
      page.evaluate(() => {
        const plain = Object.assign(document.createElement("form"), { method: "post", action: "/resources/language" })
        for (const [name, value] of [["lng", "fr"], ["redirectTo", "/cart"]]) {
          plain.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }))
        }
        document.body.append(plain)
        plain.submit()
      }),
    ])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr")

    // A client that is no browser (no Origin, no Sec-Fetch-Site, so no shopper's cookies) is let through.
    const logout = await fetch(`${shop}/resources/logout`, { method: "POST", headers: form, body: "", redirect: "manual" })
    expect(logout.status).toBe(302)
    const sameOrigin = await fetch(`${shop}/resources/logout`, { method: "POST", headers: { ...form, origin: shop }, body: "", redirect: "manual" })
    expect(sameOrigin.status).toBe(302)
  })
})

/**
 * Posts up to `bytes` of a form in chunks (no Content-Length) and answers as soon as the server
 * does: a server that refuses early closes the connection while the rest is still being sent.
 */
function postChunked(url: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false
    const request = http.request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } }, (response) => {
      answered = true
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk) => (body += chunk))
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body })
        request.destroy()
      })
    })
    request.on("error", (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, "a")
    let sent = 0
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once("drain", pump)
      }
      if (!answered) request.end()
    }
    pump()
  })
}
