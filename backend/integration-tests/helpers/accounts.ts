import { randomInt, randomUUID } from "node:crypto"
import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"

type Api = any
type StoreHeaders = (locale?: string) => { headers: Record<string, string> }

export const STRONG_PASSWORD = "Qwerty@12"

/** A distinct client address per call (Medusa trusts one proxy hop), so throttles stay per test. */
export function clientIp() {
  return `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`
}

/** Options for a store call from one client address, optionally as a signed-in customer. */
export function asClient(store: StoreHeaders, ip: string, token?: string) {
  const { headers } = store()
  return {
    headers: { ...headers, "x-forwarded-for": ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    validateStatus: () => true,
  }
}

/** Solves a real challenge from the API with altcha-lib's solver, as the widget does. */
export async function solveCaptcha(api: Api, store: StoreHeaders): Promise<string> {
  const { data: challenge } = await api.get("/store/account/captcha", store())
  return solvedPayload(challenge)
}

/** The widget's payload for a challenge: what the captcha field sends. */
export async function solvedPayload(challenge: Parameters<typeof solveChallenge>[0]["challenge"]): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error("captcha not solved")
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64")
}

export function newCustomerInput(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Awa",
    last_name: "Ngono",
    email: `awa.${randomUUID().slice(0, 8)}@example.cm`,
    phone: "237670000001",
    password: STRONG_PASSWORD,
    terms: true,
    locale: "fr",
    ...overrides,
  }
}

export async function register(api: Api, store: StoreHeaders, overrides: Record<string, unknown> = {}) {
  const input = newCustomerInput(overrides)
  const response = await api.post(
    "/store/account/register",
    { ...input, captcha: await solveCaptcha(api, store) },
    asClient(store, clientIp())
  )
  return { input, response }
}

export async function login(api: Api, store: StoreHeaders, email: string, password: string, ip = clientIp()) {
  return api.post("/store/account/login", { email, password, captcha: await solveCaptcha(api, store) }, asClient(store, ip))
}

/** Waits for the subscriber's e-mail: the `nth` (1-based) of `template` to `to`. */
export async function waitForEmail(to: string, template: string, nth = 1, timeoutMs = 15_000) {
  const { readOutbox } = await import("../outbox")
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const emails = (await readOutbox()).filter((email) => email.to === to.toLowerCase() && email.template === template)
    if (emails.length >= nth) return emails[nth - 1]
    if (Date.now() > deadline) throw new Error(`No e-mail #${nth} "${template}" to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The token of the activation link in the `nth` activation e-mail to `email`. */
export async function activationTokenFromOutbox(email: string, nth = 1) {
  const message = await waitForEmail(email, "account-activation", nth)
  const link = message.links.find((url) => url.includes("/account-activation/"))
  if (!link) throw new Error("no activation link in the e-mail")
  return decodeURIComponent(link.split("/account-activation/")[1])
}

/** Register, open the e-mailed activation link, log in: a ready customer with a token. */
export async function activeCustomer(api: Api, store: StoreHeaders, overrides: Record<string, unknown> = {}) {
  const { input, response } = await register(api, store, overrides)
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(response.data)}`)
  const token = await activationTokenFromOutbox(input.email)
  const activated = await api.post("/store/account/activation", { token }, asClient(store, clientIp()))
  if (activated.status !== 200) throw new Error(`activation: ${activated.status}`)
  const loggedIn = await login(api, store, input.email, input.password)
  if (loggedIn.status !== 200) throw new Error(`login: ${loggedIn.status} ${JSON.stringify(loggedIn.data)}`)
  return { input, id: response.data.customer.id as string, token: loggedIn.data.token as string }
}
