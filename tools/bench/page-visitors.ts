/**
 * What a browser sends for a page, as the pages bench asks for it: the encodings every browser
 * accepts (so the storefront pays for compression, as it does in the field), a browser's
 * user-agent (crawlers get the page rendered whole, people get it streamed), and for a returning
 * visitor the cookies a first visit left (the chosen language, the anonymous shopper's cart).
 */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "fr-FR,fr;q=0.9,en;q=0.8",
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
}

export type Visitor = "first visit" | "returning visitor"
export const VISITORS: Visitor[] = ["first visit", "returning visitor"]

/** The request headers of a visitor: a first visit has no cookie. */
export function visitorHeaders(visitor: Visitor, returningCookie: string): Record<string, string> {
  return visitor === "first visit" ? { ...BROWSER_HEADERS } : { ...BROWSER_HEADERS, cookie: returningCookie }
}

/**
 * A browser's cookie jar after some answers: each Set-Cookie's `name=value` replaces the one of
 * that name, a cookie set empty or already expired (`Max-Age=0`, an `Expires` in the past) is
 * dropped; answers the `Cookie` header the browser sends next.
 */
export function applySetCookies(cookieHeader: string, setCookies: string[], now = new Date()): string {
  const jar = new Map<string, string>()
  for (const pair of cookieHeader.split(";").map((part) => part.trim()).filter(Boolean)) {
    const at = pair.indexOf("=")
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  for (const header of setCookies) {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim())
    const at = pair.indexOf("=")
    if (at <= 0) continue
    const name = pair.slice(0, at)
    const value = pair.slice(at + 1)
    const expired = attributes.some((attribute) => {
      const [key = "", ...rest] = attribute.split("=")
      const setting = rest.join("=")
      if (key.toLowerCase() === "max-age") return Number(setting) <= 0
      if (key.toLowerCase() === "expires") return new Date(setting).getTime() <= now.getTime()
      return false
    })
    if (expired || value === "") jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
}

/**
 * The cookies of an anonymous shopper who came before: one visit in English (`?lng=en`, which
 * sets `lang`), one product added to the bag through the storefront's cart action (its signed
 * `cart` cookie), then one more page, as a browser shows after the add: it keeps whatever that page
 * sets too (the hint that the shopper has parts of their own, docs/decisions/040). Throws when the
 * storefront did not set both `lang` and `cart`.
 */
export async function returningVisitorCookie(storefrontUrl: string, productId: string): Promise<string> {
  let cookie = ""
  const visit = await fetch(`${storefrontUrl}/?lng=en`, { headers: BROWSER_HEADERS, redirect: "manual" })
  await visit.arrayBuffer()
  cookie = applySetCookies(cookie, visit.headers.getSetCookie())
  const added = await fetch(`${storefrontUrl}/resources/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { ...BROWSER_HEADERS, "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ intent: "add", productId, quantity: "1" }),
  })
  const answer = await added.text()
  if (added.status !== 200) throw new Error(`Adding ${productId} through ${storefrontUrl}/resources/cart: HTTP ${added.status} ${answer.slice(0, 200)}`)
  cookie = applySetCookies(cookie, added.headers.getSetCookie())
  const next = await fetch(`${storefrontUrl}/`, { headers: { ...BROWSER_HEADERS, cookie }, redirect: "manual" })
  await next.arrayBuffer()
  cookie = applySetCookies(cookie, next.headers.getSetCookie())
  for (const name of ["lang", "cart"]) {
    if (!cookie.split("; ").some((pair) => pair.startsWith(`${name}=`))) throw new Error(`The storefront at ${storefrontUrl} set no ${name} cookie (cookies: ${cookie || "none"})`)
  }
  return cookie
}

/**
 * The cookies an outside storefront sets before it shows `path` to a new visitor, as a browser
 * keeps them: Medusa's Next.js starter answers a visitor without its `_medusa_cache_id` cookie by
 * a redirect to the same page that sets it, so its page is measured as the browser's second
 * request sees it. Follows up to three redirects, their paths asked of the same storefront; throws
 * when the page does not answer 200 by then.
 */
export async function outsideVisitorCookie(storefrontUrl: string, path: string): Promise<string> {
  let cookie = ""
  let url = new URL(path, storefrontUrl)
  for (let hop = 0; hop <= 3; hop++) {
    const answer = await fetch(url, { headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS, redirect: "manual" })
    await answer.arrayBuffer()
    cookie = applySetCookies(cookie, answer.headers.getSetCookie())
    if (answer.status === 200) return cookie
    const location = answer.headers.get("location")
    if (answer.status < 300 || answer.status >= 400 || !location) throw new Error(`${url.href} answered HTTP ${answer.status}`)
    // Next.js writes its own host name (`localhost`) in the location: the same page, asked of the same storefront.
    const next = new URL(location, url)
    url = new URL(`${next.pathname}${next.search}`, storefrontUrl)
  }
  throw new Error(`${storefrontUrl}${path} still redirects after three hops`)
}
