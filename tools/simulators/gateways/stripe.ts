import { json, sendCallback, type Gateway, type GatewayRequest, type GatewayResponse } from "../gateway.js"
import type { Ledger, SimulatedStatus } from "../ledger.js"
import { parseStripeForm, stripeId, stripeSignature, type FormValue } from "./stripe-wire.js"

/**
 * Stripe's PaymentIntents API, the part Medusa's Stripe provider and Stripe.js use: customers
 * (Medusa's account holders), payment intents' create, retrieve, update, confirm (secret key, or the publishable key with the intent's client secret
 * as the browser does), capture, cancel, refunds; amounts in the currency's smallest unit (XAF has
 * none smaller than the franc); `Idempotency-Key` replays the first answer; each change of an
 * intent is sent as a signed webhook event. Stripe's test payment methods force outcomes:
 * `pm_card_visa` succeeds, `pm_card_chargeDeclined` and `pm_card_chargeDeclinedInsufficientFunds`
 * are declined, `pm_card_threeDSecure2Required` waits for 3-D Secure (approve or refuse it with the
 * control API, as the bank's page would).
 */
export interface StripeSimulatorOptions {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Where events are posted (the shop's `/hooks/payment/stripe_stripe`), read at each event: unset, Stripe's webhooks are "down". */
  webhookUrl?: string
}

type Intent = {
  id: string
  object: "payment_intent"
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  status: string
  capture_method: "automatic" | "manual"
  client_secret: string
  metadata: Record<string, string>
  description: string | null
  customer: string | null
  payment_method: string | null
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null
  next_action: { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string | null } } | null
  latest_charge: string | null
  created: number
  livemode: false
}

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  pm_card_chargeDeclinedInsufficientFunds: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
}
const THREE_D_SECURE = "pm_card_threeDSecure2Required"
const CARDS = new Set(["pm_card_visa", "pm_card_mastercard", THREE_D_SECURE, ...Object.keys(DECLINES)])

const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): GatewayResponse =>
  json(status, { error: { type, message, ...extra } })
const missing = (id: string) => error(404, "invalid_request_error", `No such payment_intent: '${id}'`, { code: "resource_missing", param: "intent" })

const text = (value: FormValue | undefined) => (typeof value === "string" ? value : undefined)

export function createStripeGateway(options: StripeSimulatorOptions): Gateway {
  const intents = new Map<string, Intent>()
  const refunds = new Map<string, { id: string; amount: number; payment_intent: string }[]>()
  const idempotent = new Map<string, GatewayResponse>()
  const customers = new Map<string, Record<string, unknown> & { id: string }>()

  function ledgerStatus(intent: Intent): SimulatedStatus {
    if (intent.status === "succeeded" || intent.status === "requires_capture") return "successful"
    if (intent.status === "canceled") return "expired"
    return "pending"
  }

  function record(ledger: Ledger, intent: Intent, event?: string) {
    ledger.update(intent.id, {
      status: ledgerStatus(intent),
      reason: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? (intent.status === "canceled" ? "canceled" : null),
      amount: String(intent.amount),
    })
    if (event) void sendEvent(event, intent)
  }

  async function sendEvent(type: string, intent: Intent) {
    if (!options.webhookUrl) return
    const payload = JSON.stringify({
      id: stripeId("evt"),
      object: "event",
      api_version: "2024-04-10",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object: intent },
    })
    await sendCallback(options.webhookUrl, { body: payload, headers: { "stripe-signature": stripeSignature(payload, options.webhookSecret) } })
  }

  /** Who calls: the secret key, or the browser's publishable key (which may only confirm and read, with the client secret). */
  function caller(request: GatewayRequest, params: Record<string, FormValue>): "secret" | "publishable" | null {
    const key = String(request.headers.authorization ?? "").replace(/^Bearer /, "") || text(params.key)
    if (key === options.secretKey) return "secret"
    if (key === options.publishableKey) return "publishable"
    return null
  }

  /** A confirmation with a test payment method: succeeded (or awaiting capture), declined, or 3-D Secure. */
  function confirm(intent: Intent, paymentMethod: string | undefined, returnUrl: string | undefined, ledger: Ledger): GatewayResponse {
    if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
      return error(400, "invalid_request_error", `This PaymentIntent's status is ${intent.status}.`, { code: "payment_intent_unexpected_state", payment_intent: intent })
    }
    const method = paymentMethod ?? intent.payment_method ?? undefined
    if (!method) return error(400, "invalid_request_error", "You must provide a payment method.", { code: "payment_intent_unexpected_state", payment_intent: intent })
    if (!CARDS.has(method)) return error(400, "invalid_request_error", `No such PaymentMethod: '${method}'`, { code: "resource_missing", param: "payment_method" })
    intent.payment_method = method
    const decline = DECLINES[method]
    if (decline) {
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: { type: "card_error", ...decline }, latest_charge: stripeId("ch") })
      record(ledger, intent, "payment_intent.payment_failed")
      return error(402, "card_error", decline.message, { ...decline, payment_intent: intent })
    }
    if (method === THREE_D_SECURE) {
      Object.assign(intent, {
        status: "requires_action",
        last_payment_error: null,
        next_action: { type: "redirect_to_url", redirect_to_url: { url: `/control?payment_intent=${intent.id}`, return_url: returnUrl ?? null } },
      })
      record(ledger, intent, "payment_intent.requires_action")
      return json(200, intent)
    }
    succeed(intent, ledger)
    return json(200, intent)
  }

  function succeed(intent: Intent, ledger: Ledger) {
    Object.assign(intent, { last_payment_error: null, next_action: null, latest_charge: intent.latest_charge ?? stripeId("ch") })
    if (intent.capture_method === "manual") {
      Object.assign(intent, { status: "requires_capture", amount_capturable: intent.amount })
      record(ledger, intent, "payment_intent.amount_capturable_updated")
    } else {
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount })
      record(ledger, intent, "payment_intent.succeeded")
    }
  }

  function view(intent: Intent, expand: FormValue | undefined) {
    const wanted = Array.isArray(expand) ? expand : []
    if (!wanted.includes("payment_method") || !intent.payment_method) return intent
    return { ...intent, payment_method: { id: intent.payment_method, object: "payment_method", type: "card", card: { brand: "visa", last4: "4242" } } }
  }

  /** Medusa makes a Stripe customer for each signed-in shopper (its "account holder"). */
  function customer(request: GatewayRequest, params: Record<string, FormValue>): GatewayResponse | null {
    const match = /^\/v1\/customers(?:\/([^/]+))?(\/payment_methods)?$/.exec(request.url.pathname)
    if (!match) return null
    const [, id, paymentMethods] = match
    if (request.method === "POST" && !id) {
      const created = { id: stripeId("cus"), object: "customer", email: text(params.email) ?? null, name: text(params.name) ?? null, phone: text(params.phone) ?? null }
      customers.set(created.id, created)
      return json(200, created)
    }
    const found = id ? customers.get(id) : undefined
    if (!found) return error(404, "invalid_request_error", `No such customer: '${id}'`, { code: "resource_missing" })
    if (request.method === "GET" && paymentMethods) return json(200, { object: "list", data: [], has_more: false, url: request.url.pathname })
    if (request.method === "GET") return json(200, found)
    if (request.method === "DELETE") {
      customers.delete(found.id)
      return json(200, { id: found.id, object: "customer", deleted: true })
    }
    if (request.method === "POST") {
      Object.assign(found, Object.fromEntries(["email", "name", "phone"].filter((key) => text(params[key]) !== undefined).map((key) => [key, text(params[key])])))
      return json(200, found)
    }
    return null
  }

  async function route(request: GatewayRequest, ledger: Ledger): Promise<GatewayResponse | null> {
    const { pathname } = request.url
    if (!/^\/v1\/(payment_intents|refunds|customers)/.test(pathname)) return null
    const params =
      request.method === "GET" ? parseStripeForm(request.url.search.slice(1)) : parseStripeForm(request.rawBody.toString("utf8"))
    const who = caller(request, params)
    if (!who) return error(401, "invalid_request_error", "Invalid API Key provided.")
    if (pathname.startsWith("/v1/customers")) {
      return who === "secret" ? customer(request, params) : error(401, "invalid_request_error", "This API call cannot be made with a publishable API key.")
    }

    if (request.method === "POST" && pathname === "/v1/payment_intents") {
      if (who !== "secret") return error(401, "invalid_request_error", "This API call cannot be made with a publishable API key.")
      const amount = Number(params.amount)
      const currency = text(params.currency)?.toLowerCase()
      if (!Number.isInteger(amount) || amount < 1) return error(400, "invalid_request_error", "Invalid integer: amount must be a positive integer in the currency's smallest unit.", { param: "amount" })
      if (!currency || !/^[a-z]{3}$/.test(currency)) return error(400, "invalid_request_error", "Missing required param: currency.", { param: "currency" })
      const id = stripeId("pi")
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount,
        amount_capturable: 0,
        amount_received: 0,
        currency,
        status: "requires_payment_method",
        capture_method: text(params.capture_method) === "manual" ? "manual" : "automatic",
        client_secret: `${id}_secret_${stripeId("cs").slice(3)}`,
        metadata: Object.fromEntries(Object.entries((params.metadata ?? {}) as Record<string, FormValue>).map(([key, value]) => [key, String(value)])),
        description: text(params.description) ?? null,
        customer: text(params.customer) ?? null,
        payment_method: text(params.payment_method) ?? null,
        last_payment_error: null,
        next_action: null,
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
      intents.set(id, intent)
      ledger.add({ reference: id, gateway: "stripe", phone: null, amount: String(amount), currency: currency.toUpperCase() })
      if (text(params.confirm) === "true") return confirm(intent, text(params.payment_method), text(params.return_url), ledger)
      return json(200, view(intent, params.expand))
    }

    if (request.method === "POST" && pathname === "/v1/refunds") {
      if (who !== "secret") return error(401, "invalid_request_error", "This API call cannot be made with a publishable API key.")
      const intent = intents.get(text(params.payment_intent) ?? "")
      if (!intent) return missing(text(params.payment_intent) ?? "")
      if (intent.status !== "succeeded") return error(400, "invalid_request_error", "This PaymentIntent has no successful charge to refund.", { code: "charge_not_refundable" })
      const done = refunds.get(intent.id) ?? []
      const left = intent.amount_received - done.reduce((sum, refund) => sum + refund.amount, 0)
      if (left <= 0) return error(400, "invalid_request_error", "Charge has already been refunded.", { code: "charge_already_refunded" })
      const amount = params.amount === undefined ? left : Number(params.amount)
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        return error(400, "invalid_request_error", `Refund amount (${params.amount}) is greater than unrefunded amount on charge (${left}).`, { code: "amount_too_large", param: "amount" })
      }
      const refund = { id: stripeId("re"), amount, payment_intent: intent.id }
      refunds.set(intent.id, [...done, refund])
      const entry = ledger.get(intent.id)
      ledger.update(intent.id, { extra: { ...entry?.extra, refunds: refunds.get(intent.id) } })
      return json(200, { ...refund, object: "refund", currency: intent.currency, status: "succeeded", charge: intent.latest_charge, created: Math.floor(Date.now() / 1000) })
    }

    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(pathname)
    if (!match?.[1]) return null
    const intent = intents.get(match[1])
    if (!intent) return missing(match[1])
    const action = match[2]
    if (who === "publishable") {
      // The browser holds the client secret, and may only read or confirm with it.
      const secret = text(params.client_secret)
      if (secret !== intent.client_secret || !(action === "confirm" || (request.method === "GET" && !action))) {
        return error(401, "invalid_request_error", "This API call cannot be made with a publishable API key.")
      }
    }
    if (request.method === "GET" && !action) return json(200, view(intent, params.expand))
    if (request.method !== "POST") return null
    if (action === "confirm") return confirm(intent, text(params.payment_method), text(params.return_url), ledger)
    if (action === "capture") {
      if (intent.status !== "requires_capture") {
        return error(400, "invalid_request_error", `This PaymentIntent could not be captured because it has a status of ${intent.status}.`, { code: "payment_intent_unexpected_state", payment_intent: intent })
      }
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount_capturable, amount_capturable: 0 })
      record(ledger, intent, "payment_intent.succeeded")
      return json(200, view(intent, params.expand))
    }
    if (action === "cancel") {
      if (intent.status === "succeeded" || intent.status === "canceled") {
        return error(400, "invalid_request_error", `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, { code: "payment_intent_unexpected_state", payment_intent: intent })
      }
      Object.assign(intent, { status: "canceled", next_action: null })
      record(ledger, intent, "payment_intent.canceled")
      return json(200, intent)
    }
    // Update: amount, metadata, description while the shopper has not paid yet.
    if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status)) {
      return error(400, "invalid_request_error", `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`, { code: "payment_intent_unexpected_state" })
    }
    if (params.amount !== undefined) {
      const amount = Number(params.amount)
      if (!Number.isInteger(amount) || amount < 1) return error(400, "invalid_request_error", "Invalid integer: amount.", { param: "amount" })
      intent.amount = amount
    }
    if (params.metadata && typeof params.metadata === "object") Object.assign(intent.metadata, params.metadata)
    record(ledger, intent)
    return json(200, view(intent, params.expand))
  }

  return {
    name: "stripe",
    async handle(request, { ledger }) {
      // The same Idempotency-Key on the same path answers the first answer again, as Stripe does.
      const key = request.method === "POST" ? request.headers["idempotency-key"] : undefined
      const slot = typeof key === "string" ? `${request.url.pathname} ${key}` : null
      const earlier = slot ? idempotent.get(slot) : undefined
      if (earlier) return { ...earlier, headers: { ...earlier.headers, "idempotent-replayed": "true" } }
      const answer = await route(request, ledger)
      if (answer && slot) idempotent.set(slot, answer)
      return answer
    },
    async settle(payment, outcome, { ledger }) {
      const intent = intents.get(payment.reference)
      if (!intent || ["succeeded", "canceled", "requires_capture"].includes(intent.status)) return false
      if (outcome === "approve") {
        // The shopper passed 3-D Secure (or, from the control page, paid with a test card).
        intent.payment_method ??= "pm_card_visa"
        succeed(intent, ledger)
      } else if (outcome === "refuse") {
        Object.assign(intent, {
          status: "requires_payment_method",
          next_action: null,
          last_payment_error: { type: "card_error", code: "payment_intent_authentication_failure", message: "The provided PaymentMethod has failed authentication." },
        })
        record(ledger, intent, "payment_intent.payment_failed")
      } else {
        Object.assign(intent, { status: "canceled", next_action: null })
        record(ledger, intent, "payment_intent.canceled")
      }
      return true
    },
  }
}

/** Development-only Stripe keys, known to the simulator and to the backend's tests; never real ones. */
export const STRIPE_SIMULATOR_KEYS = {
  secretKey: "sk_test_dreamshadesimulator",
  publishableKey: "pk_test_dreamshadesimulator",
  webhookSecret: "whsec_dreamshadesimulator",
}
