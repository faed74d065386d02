import { randomInt, randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { simpleParser } from "mailparser"
import { getJson, postJson, type Store } from "./cart-scenarios.js"

/**
 * Shoppers as the storefront knows them, for the cart and checkout pages: one customer registered
 * and activated through the account API (captcha solved, the e-mailed link opened), signed in
 * through the storefront's login form (its `__session` cookie), and carts filled through the
 * storefront's own cart action (its signed `cart` cookie). Solving a captcha costs seconds of
 * CPU, so the shoppers share the one customer's session, each with a cart of its own.
 */
export type PageShopper = { cookie: string; lineIds: string[] }

/** Registers, activates and signs in one customer at the storefront; answers its `__session` cookie. */
export async function signedInSession(store: Store, storefrontUrl: string, outboxDir: string): Promise<string> {
  const input = {
    first_name: "Banc",
    last_name: "Essai",
    email: `bench.${randomUUID().slice(0, 8)}@example.cm`,
    phone: "237670000001",
    password: "Banc@2026x",
    terms: true,
    locale: "fr",
  }
  // The backend believes one X-Forwarded-For hop: an address of its own keeps the e-mail throttle off other runs.
  const asClient = { ...store, headers: { ...store.headers, "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` } }
  const captcha = async () => solvedCaptcha(await getJson(store, "/store/account/captcha"))
  await postJson(asClient, "/store/account/register", { ...input, captcha: await captcha() })
  const token = await activationToken(outboxDir, input.email)
  await postJson(asClient, "/store/account/activation", { token })

  const login = await fetch(`${storefrontUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: input.email, password: input.password, captcha: await captcha() }),
  })
  const session = cookiePairs(login.headers.getSetCookie()).find((pair) => pair.startsWith("__session="))
  if (login.status >= 400 || !session) throw new Error(`Signing in at ${storefrontUrl}/login: HTTP ${login.status}, no session cookie`)
  return session
}

/** A shopper whose cart, made by the storefront, holds one unit of each product. */
export async function shopperWithCart(store: Store, storefrontUrl: string, sessionCookie: string, productIds: string[]): Promise<PageShopper> {
  let cart: string | undefined
  for (const productId of productIds) {
    const cookie = [sessionCookie, cart].filter(Boolean).join("; ")
    const answer = await fetch(`${storefrontUrl}/resources/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ intent: "add", productId, quantity: "1" }),
    })
    cart = cookiePairs(answer.headers.getSetCookie()).find((pair) => pair.startsWith("cart=")) ?? cart
    if (answer.status !== 200) throw new Error(`Adding ${productId} through ${storefrontUrl}/resources/cart: HTTP ${answer.status} ${await answer.text()}`)
  }
  if (!cart) throw new Error("The storefront set no cart cookie")
  const { cart: stored } = await getJson(store, `/store/carts/${cartIdOfCookie(cart)}?fields=id,items.id`)
  const lineIds = (stored.items as { id: string }[]).map((item) => item.id)
  if (lineIds.length !== productIds.length) throw new Error(`The cart holds ${lineIds.length} lines, not ${productIds.length}`)
  return { cookie: `${sessionCookie}; ${cart}`, lineIds }
}

/**
 * The cart id inside the storefront's signed `cart` cookie (React Router's cookie format: the
 * value's JSON in base64, a dot, its signature); the bench reads it to know the cart's lines.
 */
export function cartIdOfCookie(pair: string): string {
  const value = decodeURIComponent(pair.slice(pair.indexOf("=") + 1))
  const id = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")) as unknown
  if (typeof id !== "string" || !id.startsWith("cart_")) throw new Error(`Not a cart cookie: ${pair}`)
  return id
}

/** `name=value` of each Set-Cookie header, without its attributes. */
export function cookiePairs(setCookies: string[]): string[] {
  return setCookies.map((header) => header.split(";")[0]!.trim())
}

/** A page shows the shopper's cart when it holds every line's id (in the page's data for hydration). */
export function showsLines(body: string, lineIds: string[]): boolean {
  return lineIds.every((id) => body.includes(id))
}

/** The captcha field's value for a challenge, solved as the widget solves it (altcha-lib). */
async function solvedCaptcha(challenge: Parameters<typeof solveChallenge>[0]["challenge"]): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error("The captcha could not be solved")
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64")
}

/** The token of the activation link e-mailed to `email` (an .eml file in the outbox; only files naming the address are parsed). */
async function activationToken(outboxDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.endsWith(".eml")) : []
    for (const name of files) {
      const raw = fs.readFileSync(path.join(outboxDir, name), "utf8")
      if (!raw.includes(email)) continue
      const text = (await simpleParser(raw)).text ?? ""
      const token = text.match(/\/account-activation\/([^\s)>"]+)/)?.[1]
      if (token) return decodeURIComponent(token)
    }
    if (Date.now() > deadline) throw new Error(`No activation e-mail to ${email} in ${outboxDir} within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
