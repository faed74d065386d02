import crypto from "node:crypto"
import { json, jsonBody, sendCallback, type Gateway, type GatewayRequest, type GatewayResponse } from "../gateway.js"
import type { Ledger, SimulatedPayment } from "../ledger.js"

/**
 * MTN MoMo Collection API, as documented: a token from API user and key, then `requesttopay` with
 * the caller's UUID as `X-Reference-Id` (202, or 409 when reused), its status by GET, and one
 * unsigned callback (PUT) to `X-Callback-Url` when the payer decides. Disbursement refunds too.
 * The sandbox's test numbers force their outcomes at once.
 */
export interface MtnSimulatorOptions {
  apiUser: string
  apiKey: string
  subscriptionKey: string
  disbursementSubscriptionKey: string
  /** `sandbox` takes EUR only, as MTN's sandbox does; other environments take any currency. */
  targetEnvironment: string
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** MTN's sandbox numbers (46733123450–54): failed, rejected, expired, then two that stay pending. */
const TEST_NUMBERS: Record<string, { status: "failed" | "expired"; reason: string } | "pending"> = {
  "46733123450": { status: "failed", reason: "INTERNAL_PROCESSING_ERROR" },
  "46733123451": { status: "failed", reason: "APPROVAL_REJECTED" },
  "46733123452": { status: "expired", reason: "EXPIRED" },
  "46733123453": "pending",
  "46733123454": "pending",
}

type MtnExtra = {
  product: "collection" | "disbursement"
  externalId: string
  payerMessage: string
  payeeNote: string
  callbackUrl: string | null
  financialTransactionId: string | null
  /** What the payer approved, when a test makes it differ from what was asked. */
  approvedAmount: string | null
  refundOf?: string
}

export function createMtnGateway(options: MtnSimulatorOptions): Gateway {
  const tokens = new Map<string, "collection" | "disbursement">()

  function tokenFor(request: GatewayRequest, product: "collection" | "disbursement"): GatewayResponse {
    const expectedKey = product === "collection" ? options.subscriptionKey : options.disbursementSubscriptionKey
    const basic = Buffer.from(`${options.apiUser}:${options.apiKey}`).toString("base64")
    if (request.headers.authorization !== `Basic ${basic}` || request.headers["ocp-apim-subscription-key"] !== expectedKey) {
      return json(401, { error: "login_failed", message: "Access denied due to invalid subscription key or credentials." })
    }
    const token = crypto.randomBytes(24).toString("base64url")
    tokens.set(token, product)
    return json(200, { access_token: token, token_type: "access_token", expires_in: 3600 })
  }

  function authorized(request: GatewayRequest, product: "collection" | "disbursement"): GatewayResponse | null {
    const token = String(request.headers.authorization ?? "").replace(/^Bearer /, "")
    if (tokens.get(token) !== product) return json(401, { code: "INVALID_TOKEN", message: "Access token is missing or invalid" })
    if (request.headers["x-target-environment"] !== options.targetEnvironment) {
      return json(400, { code: "INVALID_TARGET_ENVIRONMENT", message: "Target environment is not valid" })
    }
    return null
  }

  function view(payment: SimulatedPayment) {
    const extra = payment.extra as MtnExtra
    const status = payment.status === "successful" ? "SUCCESSFUL" : payment.status === "pending" ? "PENDING" : "FAILED"
    return {
      amount: extra.approvedAmount ?? payment.amount,
      currency: payment.currency,
      externalId: extra.externalId,
      ...(extra.product === "collection"
        ? { payer: { partyIdType: "MSISDN", partyId: payment.phone } }
        : { payee: { partyIdType: "MSISDN", partyId: payment.phone } }),
      payerMessage: extra.payerMessage,
      payeeNote: extra.payeeNote,
      status,
      ...(payment.reason ? { reason: payment.reason } : {}),
      ...(extra.financialTransactionId ? { financialTransactionId: extra.financialTransactionId } : {}),
    }
  }

  function request(req: GatewayRequest, ledger: Ledger, product: "collection" | "disbursement"): GatewayResponse {
    const denied = authorized(req, product)
    if (denied) return denied
    const reference = String(req.headers["x-reference-id"] ?? "")
    if (!UUID_V4.test(reference)) return json(400, { code: "INVALID_REFERENCE_ID", message: "X-Reference-Id must be a UUID v4" })
    if (ledger.get(reference)) return json(409, { code: "RESOURCE_ALREADY_EXIST", message: "Duplicated reference id." })
    const body = jsonBody(req) as Record<string, any> | undefined
    const party = product === "collection" ? body?.payer : body?.payee
    const amount = String(body?.amount ?? "")
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || !body?.currency || party?.partyIdType !== "MSISDN" || !/^\d{6,15}$/.test(String(party?.partyId))) {
      return json(400, { code: "INVALID_INPUT", message: "Invalid amount, currency or party." })
    }
    if (options.targetEnvironment === "sandbox" && body.currency !== "EUR") {
      return json(500, { code: "NOT_ALLOWED_TARGET_ENVIRONMENT", message: "Currency not supported." })
    }
    const extra: MtnExtra = {
      product,
      externalId: String(body.externalId ?? ""),
      payerMessage: String(body.payerMessage ?? ""),
      payeeNote: String(body.payeeNote ?? ""),
      callbackUrl: typeof req.headers["x-callback-url"] === "string" ? req.headers["x-callback-url"] : null,
      financialTransactionId: null,
      approvedAmount: null,
      ...(body.referenceIdToRefund ? { refundOf: String(body.referenceIdToRefund) } : {}),
    }
    const payment = ledger.add({ reference, gateway: "mtn", phone: String(party.partyId), amount, currency: String(body.currency), extra })
    const forced = TEST_NUMBERS[payment.phone!]
    if (forced && forced !== "pending") ledger.update(reference, { status: forced.status, reason: forced.reason })
    // A refund is the shop paying back: nobody has to approve it on a phone.
    if (product === "disbursement" && !forced) succeed(ledger, payment, null)
    return { status: 202 }
  }

  function succeed(ledger: Ledger, payment: SimulatedPayment, approvedAmount: string | null) {
    ledger.update(payment.reference, {
      status: "successful",
      reason: null,
      extra: { ...payment.extra, financialTransactionId: String(crypto.randomInt(1e9, 1e10)), approvedAmount },
    })
  }

  return {
    name: "mtn",
    async handle(req, { ledger }) {
      const { pathname } = req.url
      if (req.method === "POST" && pathname === "/collection/token/") return tokenFor(req, "collection")
      if (req.method === "POST" && pathname === "/disbursement/token/") return tokenFor(req, "disbursement")
      if (req.method === "POST" && pathname === "/collection/v1_0/requesttopay") return request(req, ledger, "collection")
      if (req.method === "POST" && pathname === "/disbursement/v1_0/refund") {
        const body = jsonBody(req) as Record<string, unknown> | undefined
        const original = ledger.get(String(body?.referenceIdToRefund ?? ""))
        if (!original || original.status !== "successful") return json(404, { code: "RESOURCE_NOT_FOUND", message: "Requested resource was not found." })
        return request({ ...req, rawBody: Buffer.from(JSON.stringify({ ...body, payee: { partyIdType: "MSISDN", partyId: original.phone } })) }, ledger, "disbursement")
      }
      const status = /^\/(collection|disbursement)\/v1_0\/(?:requesttopay|refund)\/([^/]+)$/.exec(pathname)
      if (req.method === "GET" && status) {
        const product = status[1] as "collection" | "disbursement"
        const denied = authorized(req, product)
        if (denied) return denied
        const payment = ledger.get(decodeURIComponent(status[2]!))
        if (!payment || payment.gateway !== "mtn" || (payment.extra as MtnExtra).product !== product) {
          return json(404, { code: "RESOURCE_NOT_FOUND", message: "Requested resource was not found." })
        }
        return json(200, view(payment))
      }
      return null
    },
    async settle(payment, outcome, { ledger }, decision = {}) {
      if ((payment.extra as MtnExtra).product !== "collection") return false
      if (outcome === "approve") succeed(ledger, payment, decision.amount ?? null)
      else if (outcome === "refuse") ledger.update(payment.reference, { status: "failed", reason: decision.reason ?? "APPROVAL_REJECTED" })
      else ledger.update(payment.reference, { status: "expired", reason: "EXPIRED" })
      const settled = ledger.get(payment.reference)!
      const callbackUrl = (settled.extra as MtnExtra).callbackUrl
      // Sent once, never retried, unsigned: the shop must confirm by asking the status.
      if (callbackUrl) void sendCallback(callbackUrl, { method: "PUT", body: JSON.stringify({ ...view(settled), financialTransactionId: (settled.extra as MtnExtra).financialTransactionId }) })
      return true
    },
  }
}
