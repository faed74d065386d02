import crypto from "node:crypto"
import { json, jsonBody, sendCallback, type Gateway, type GatewayRequest, type GatewayResponse } from "../gateway.js"
import type { Ledger, SimulatedPayment } from "../ledger.js"

/**
 * Notch Pay's payments API, as documented: `POST /payments` creates a payment under the merchant's
 * reference (`Authorization: <public key>`), `POST` (or `PUT`) `/payments/{reference}` pushes it to
 * the payer's phone on a channel (`cm.mtn`, `cm.orange`), `GET /payments/{reference}` answers its
 * status (pending, processing, complete, failed, canceled, rejected, expired…), `POST /refunds`
 * pays back with the private key (`X-Grant`, or the older `X-Auth`). When the payer decides, one
 * webhook is posted to the merchant's webhook address, signed: `x-notch-signature` is the hex
 * HMAC-SHA256 of the raw body with the webhook hash key.
 */
export interface NotchPaySimulatorOptions {
  publicKey: string
  privateKey: string
  webhookSecret: string
  /** The merchant's webhook address (set in Notch Pay's dashboard); null: no webhook is sent. */
  webhookUrl: string | null
}

const CHANNEL_PREFIXES: Record<string, RegExp> = {
  "cm.mtn": /^2376(7\d|5[0-4]|8[0-3])\d{6}$/,
  "cm.orange": /^2376(9\d|5[5-9]|8[5-9])\d{6}$/,
}
/** Notch Pay's words for a refusal; any other `?reason=` is a failure's reason (e.g. insufficient_funds). */
const REFUSAL_STATUSES = ["failed", "canceled", "rejected", "abandoned"]

type NotchPayExtra = {
  kind: "payment" | "refund"
  id: string
  /** Notch Pay's own status word, finer than the ledger's. */
  notchStatus: string
  channel: string | null
  description: string
  callback: string | null
  failureReason: string | null
  approvedAmount: string | null
  refunded: number
  refundOf?: string
}

const digits = (phone: unknown) => String(phone ?? "").replace(/[^\d]/g, "")

export function createNotchPayGateway(options: NotchPaySimulatorOptions): Gateway {
  const extraOf = (payment: SimulatedPayment) => payment.extra as NotchPayExtra

  function view(payment: SimulatedPayment) {
    const extra = extraOf(payment)
    return {
      id: extra.id,
      reference: payment.reference,
      amount: Number(extra.approvedAmount ?? payment.amount),
      currency: payment.currency,
      status: extra.notchStatus,
      customer: { phone: payment.phone ? `+${payment.phone}` : null },
      channel: extra.channel,
      description: extra.description,
      ...(extra.failureReason ? { failure_reason: extra.failureReason } : {}),
      created_at: payment.created_at,
      updated_at: payment.updated_at,
    }
  }

  function denied(request: GatewayRequest, granted = false): GatewayResponse | null {
    if (request.headers.authorization !== options.publicKey) return json(401, { code: 401, status: "Unauthorized", message: "Invalid API key" })
    const grant = request.headers["x-grant"] ?? request.headers["x-auth"]
    if (granted && grant !== options.privateKey) return json(401, { code: 401, status: "Unauthorized", message: "Invalid grant key" })
    return null
  }

  function initialize(request: GatewayRequest, ledger: Ledger, baseUrl: string): GatewayResponse {
    const body = jsonBody(request) as Record<string, any> | undefined
    const reference = String(body?.reference ?? "")
    const phone = digits(body?.customer?.phone ?? body?.phone)
    const email = String(body?.customer?.email ?? body?.email ?? "")
    if (!body || !Number.isInteger(body.amount) || body.amount <= 0 || !/^[A-Z]{3}$/.test(String(body.currency)) || !(phone || email)) {
      return json(422, { code: 422, status: "Unprocessable Entity", message: "The amount, currency and customer phone or email are required." })
    }
    if (!/^[\w.-]{1,100}$/.test(reference)) return json(422, { code: 422, status: "Unprocessable Entity", message: "The reference is not valid." })
    if (ledger.get(reference)) return json(409, { code: 409, status: "Conflict", message: "This reference has already been used." })
    const extra: NotchPayExtra = {
      kind: "payment",
      id: `trx.${crypto.randomBytes(8).toString("hex")}`,
      notchStatus: "pending",
      channel: null,
      description: String(body.description ?? ""),
      callback: typeof body.callback === "string" ? body.callback : null,
      failureReason: null,
      approvedAmount: null,
      refunded: 0,
    }
    const payment = ledger.add({ reference, gateway: "notchpay", phone: phone || null, amount: String(body.amount), currency: String(body.currency), extra })
    return json(201, {
      code: 201,
      status: "Accepted",
      message: "Payment initialized",
      transaction: view(payment),
      authorization_url: `${baseUrl}/control`,
    })
  }

  function process(request: GatewayRequest, ledger: Ledger, payment: SimulatedPayment | undefined): GatewayResponse {
    if (!payment || extraOf(payment).kind !== "payment") return json(404, { code: 404, status: "Not Found", message: "Payment not found" })
    if (extraOf(payment).notchStatus !== "pending") return json(409, { code: 409, status: "Conflict", message: `The payment is ${extraOf(payment).notchStatus}.` })
    const body = jsonBody(request) as Record<string, any> | undefined
    const channel = String(body?.channel ?? "")
    const phone = digits(body?.data?.phone)
    const pattern = CHANNEL_PREFIXES[channel]
    if (!pattern) return json(422, { code: 422, status: "Unprocessable Entity", message: "Unsupported channel" })
    if (!pattern.test(phone)) return json(422, { code: 422, status: "Unprocessable Entity", message: "The phone number does not belong to this channel." })
    ledger.update(payment.reference, { phone, extra: { ...extraOf(payment), channel, notchStatus: "processing" } })
    return json(202, { code: 202, status: "Accepted", message: "Payment processing initiated", transaction: view(ledger.get(payment.reference)!) })
  }

  function refund(request: GatewayRequest, ledger: Ledger): GatewayResponse {
    const body = jsonBody(request) as Record<string, any> | undefined
    const original = ledger.get(String(body?.payment ?? ""))
    if (!original || extraOf(original).kind !== "payment" || original.status !== "successful") {
      return json(404, { code: 404, status: "Not Found", message: "No completed payment with this reference." })
    }
    const paid = Number(extraOf(original).approvedAmount ?? original.amount)
    const amount = body?.amount === undefined ? paid - extraOf(original).refunded : Number(body.amount)
    if (!Number.isInteger(amount) || amount <= 0 || amount > paid - extraOf(original).refunded) {
      return json(422, { code: 422, status: "Unprocessable Entity", message: "The refund exceeds what is left of the payment." })
    }
    const refunded = extraOf(original).refunded + amount
    ledger.update(original.reference, { extra: { ...extraOf(original), refunded, notchStatus: refunded === paid ? "refunded" : "partialy-refunded" } })
    const reference = `rfd.${crypto.randomBytes(8).toString("hex")}`
    const extra: NotchPayExtra = { ...extraOf(original), kind: "refund", id: reference, notchStatus: "complete", failureReason: null, approvedAmount: null, refunded: 0, refundOf: original.reference }
    ledger.add({ reference, gateway: "notchpay", phone: original.phone, amount: String(amount), currency: original.currency, status: "successful", extra })
    return json(201, { code: 201, status: "Created", message: "Refund initiated", refund: { id: reference, reference, payment: original.reference, amount, currency: original.currency, status: "complete" } })
  }

  /** One webhook, signed as Notch Pay signs them; a delivery failure is only logged. */
  function notify(payment: SimulatedPayment) {
    if (!options.webhookUrl) return
    const event = `payment.${extraOf(payment).notchStatus}`
    const body = JSON.stringify({ id: `evt.${crypto.randomBytes(8).toString("hex")}`, event, type: event, created_at: new Date().toISOString(), data: view(payment) })
    const signature = crypto.createHmac("sha256", options.webhookSecret).update(body).digest("hex")
    void sendCallback(options.webhookUrl, { body, headers: { "x-notch-signature": signature } })
  }

  return {
    name: "notchpay",
    async handle(request, { ledger, baseUrl }) {
      const { pathname } = request.url
      if (pathname === "/payments" && request.method === "POST") return denied(request) ?? initialize(request, ledger, baseUrl())
      if (pathname === "/refunds" && request.method === "POST") return denied(request, true) ?? refund(request, ledger)
      const match = /^\/payments\/([^/]+)$/.exec(pathname)
      if (!match) return null
      const refused = denied(request)
      if (refused) return refused
      const payment = ledger.get(decodeURIComponent(match[1]!))
      if (request.method === "POST" || request.method === "PUT") return process(request, ledger, payment)
      if (request.method !== "GET") return null
      if (!payment || payment.gateway !== "notchpay") return json(404, { code: 404, status: "Not Found", message: "Payment not found" })
      return json(200, { code: 200, status: "OK", message: "Transaction retrieved", transaction: view(payment) })
    },
    async settle(payment, outcome, { ledger }, decision = {}) {
      const extra = extraOf(payment)
      // Only a payment pushed to a phone can be decided there.
      if (extra.kind !== "payment" || extra.notchStatus !== "processing") return false
      if (outcome === "approve") {
        ledger.update(payment.reference, { status: "successful", reason: null, extra: { ...extra, notchStatus: "complete", approvedAmount: decision.amount ?? null } })
      } else if (outcome === "refuse") {
        const word = decision.reason?.toLowerCase() ?? "rejected"
        const notchStatus = REFUSAL_STATUSES.includes(word) ? word : "failed"
        const failureReason = REFUSAL_STATUSES.includes(word) ? null : (decision.reason ?? null)
        ledger.update(payment.reference, { status: "failed", reason: failureReason ?? notchStatus, extra: { ...extra, notchStatus, failureReason } })
      } else {
        ledger.update(payment.reference, { status: "expired", reason: "expired", extra: { ...extra, notchStatus: "expired" } })
      }
      notify(ledger.get(payment.reference)!)
      return true
    },
  }
}
