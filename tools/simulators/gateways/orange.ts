import crypto from "node:crypto"
import { json, jsonBody, sendCallback, type Gateway, type GatewayRequest, type GatewayResponse } from "../gateway.js"
import type { SimulatedPayment } from "../ledger.js"

/**
 * Orange Money Cameroon's push-to-phone API ("mp"), as documented: a token (Basic client id and
 * secret), then `mp/init` (Bearer + `X-AUTH-TOKEN`) for a `payToken`, then `mp/pay` which pushes
 * the request to the subscriber's phone, and `mp/paymentstatus/{payToken}`. Statuses are PENDING,
 * SUCCESSFULL (sic), FAILED, CANCELLED, EXPIRED; refusals are HTTP 417 with a French message.
 * The notification to `notifUrl` has no documented body: the shop confirms by asking the status.
 */
export interface OrangeSimulatorOptions {
  clientId: string
  clientSecret: string
  authToken: string
  /** The merchant's channel number `mp/pay` must name. */
  channelUserMsisdn: string
  pin: string
}

const BASE = "/omcoreapis/1.0.2/mp"

type OrangeExtra = { notifUrl: string | null; orderId: string; description: string; approvedAmount: string | null; txnid: string | null }

/** Orange's French words for a failure: the subscriber cancelled, the balance was short, or another refusal. */
function failureMessage(reason: string | null): string {
  if (reason === "CANCELLED") return "Transaction annulée par l'abonné"
  if (/FUNDS|SOLDE|BALANCE/i.test(reason ?? "")) return "Solde insuffisant pour effectuer cette transaction"
  return "Transaction refusée"
}

export function createOrangeGateway(options: OrangeSimulatorOptions): Gateway {
  const tokens = new Set<string>()
  /** payTokens handed by `mp/init`, not yet used by `mp/pay`. */
  const initialized = new Set<string>()

  const refusal = (message: string, code = "60019"): GatewayResponse => json(417, { message, data: { status: "FAILED", inittxnmessage: message, code } })

  function authorized(request: GatewayRequest): GatewayResponse | null {
    const token = String(request.headers.authorization ?? "").replace(/^Bearer /, "")
    if (!tokens.has(token)) return json(401, { message: "Invalid Credentials" })
    if (request.headers["x-auth-token"] !== options.authToken) return json(401, { message: "Invalid X-AUTH-TOKEN" })
    return null
  }

  function view(payment: SimulatedPayment) {
    const extra = payment.extra as OrangeExtra
    const status =
      payment.status === "successful" ? "SUCCESSFULL" : payment.status === "pending" ? "PENDING" : payment.status === "expired" ? "EXPIRED" : (payment.reason === "CANCELLED" ? "CANCELLED" : "FAILED")
    return {
      message: "Transaction retrieved successfully",
      data: {
        payToken: payment.reference,
        status,
        amount: Number(extra.approvedAmount ?? payment.amount),
        subscriberMsisdn: payment.phone,
        orderId: extra.orderId,
        txnid: extra.txnid,
        inittxnmessage: payment.status === "failed" ? failureMessage(payment.reason) : "Paiement en attente de confirmation",
        inittxnstatus: status === "PENDING" ? "200" : status === "SUCCESSFULL" ? "200" : "417",
      },
    }
  }

  return {
    name: "orange",
    async handle(req, { ledger }) {
      const { pathname } = req.url
      if (req.method === "POST" && pathname === "/token") {
        const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")
        if (req.headers.authorization !== `Basic ${basic}`) return json(401, { error: "invalid_client" })
        const token = crypto.randomBytes(24).toString("base64url")
        tokens.add(token)
        return json(200, { access_token: token, token_type: "Bearer", expires_in: 3600, scope: "am_application_scope default" })
      }
      if (req.method === "POST" && pathname === `${BASE}/init`) {
        const denied = authorized(req)
        if (denied) return denied
        const payToken = `MP${Date.now()}${crypto.randomBytes(4).toString("hex").toUpperCase()}`
        initialized.add(payToken)
        return json(200, { message: "Payment request successfully initiated", data: { payToken } })
      }
      if (req.method === "POST" && pathname === `${BASE}/pay`) {
        const denied = authorized(req)
        if (denied) return denied
        const body = (jsonBody(req) ?? {}) as Record<string, unknown>
        const payToken = String(body.payToken ?? "")
        if (!initialized.has(payToken)) return refusal("Le payToken est invalide ou a déjà été utilisé.", "60000")
        if (body.channelUserMsisdn !== options.channelUserMsisdn || body.pin !== options.pin) return refusal("Le compte marchand ou le code PIN est invalide.", "60011")
        const subscriber = String(body.subscriberMsisdn ?? "")
        if (!/^6\d{8}$/.test(subscriber)) return refusal("Le numéro de l'abonné doit comporter 9 chiffres sans l'indicatif 237.", "60012")
        const amount = String(body.amount ?? "")
        if (!/^\d+$/.test(amount) || Number(amount) <= 0) return refusal("Le montant est invalide.", "60013")
        initialized.delete(payToken)
        const extra: OrangeExtra = {
          notifUrl: typeof body.notifUrl === "string" ? body.notifUrl : null,
          orderId: String(body.orderId ?? ""),
          description: String(body.description ?? ""),
          approvedAmount: null,
          txnid: null,
        }
        const payment = ledger.add({ reference: payToken, gateway: "orange", phone: `237${subscriber}`, amount, currency: "XAF", extra })
        return json(200, { message: "Merci de confirmer le paiement sur votre téléphone.", data: view(payment).data })
      }
      const status = new RegExp(`^${BASE}/paymentstatus/([^/]+)$`).exec(pathname)
      if (req.method === "GET" && status) {
        const denied = authorized(req)
        if (denied) return denied
        const payment = ledger.get(decodeURIComponent(status[1]!))
        if (!payment || payment.gateway !== "orange") return json(404, { message: "Transaction introuvable" })
        return json(200, view(payment))
      }
      return null
    },
    async settle(payment, outcome, { ledger }, decision = {}) {
      const extra = payment.extra as OrangeExtra
      if (outcome === "approve") {
        ledger.update(payment.reference, {
          status: "successful",
          reason: null,
          extra: { ...extra, approvedAmount: decision.amount ?? null, txnid: `MP${crypto.randomInt(1e9, 1e10)}` },
        })
      } else if (outcome === "refuse") ledger.update(payment.reference, { status: "failed", reason: decision.reason ?? "CANCELLED" })
      else ledger.update(payment.reference, { status: "expired", reason: "EXPIRED" })
      const settled = ledger.get(payment.reference)!
      if (extra.notifUrl) void sendCallback(extra.notifUrl, { body: JSON.stringify({ payToken: settled.reference, status: view(settled).data.status }) })
      return true
    },
  }
}
