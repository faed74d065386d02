import crypto from "node:crypto"
import { json, jsonBody, sendCallback, type Gateway, type GatewayContext, type GatewayRequest, type GatewayResponse } from "../gateway.js"
import type { Ledger, SimulatedPayment } from "../ledger.js"

/**
 * PayPal's REST API as the shop uses it: an OAuth token (client credentials), Orders v2 (create
 * with `PayPal-Request-Id`, get, capture), Payments v2 refunds, and webhook verification that says
 * SUCCESS only for deliveries this simulator signed. The approval link opens a small page with
 * Approve / Cancel that sends the shopper back to the shop's return or cancel address; the control
 * API decides too (reference = PayPal order id): `approve` (`?reason=INSTRUMENT_DECLINED` makes
 * the capture declined, `?reason=PENDING_REVIEW` leaves it pending, `?amount=1.00` captures
 * another amount), `refuse` (the shopper cancels), `expire`. Approving a pending capture
 * completes it. Each decision sends the webhook PayPal would, signed.
 */
export interface PayPalSimulatorOptions {
  clientId: string
  clientSecret: string
  webhookId: string
  /** Where webhooks go (the shop's `/hooks/paypal`); none are sent when unset. */
  webhookUrl?: string
}

type OrderStatus = "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED"
type Capture = { id: string; status: "COMPLETED" | "PENDING"; value: string; reason: string | null; create_time: string; refunded: string }
type PayPalExtra = {
  kind: "order" | "refund"
  orderStatus: OrderStatus
  customId: string
  description: string
  returnUrl: string
  cancelUrl: string
  /** Set by the decision: the next capture is declined / left pending / of another amount. */
  declineReason: string | null
  pendingReason: string | null
  approvedAmount: string | null
  capture: Capture | null
  refundOf?: string
}

export type SentWebhook = { url: string; headers: Record<string, string>; body: string }

const AMOUNT = /^\d{1,10}(\.\d{2})?$/
const cents = (value: string) => Math.round(Number(value) * 100)
const eur = (value: number) => (value / 100).toFixed(2)
const issue = (status: number, name: string, detail: string, message: string) => json(status, { name, message, details: [{ issue: detail, description: message }] })

export function createPayPalGateway(options: PayPalSimulatorOptions): Gateway {
  const tokens = new Set<string>()
  /** `PayPal-Request-Id` → the answer given: a retry gets the same. */
  const answered = new Map<string, GatewayResponse>()
  const signingKey = crypto.randomBytes(32)
  const signed = new Set<string>()
  const webhooks: SentWebhook[] = []

  const authorized = (request: GatewayRequest) => tokens.has(String(request.headers.authorization ?? "").replace(/^Bearer /, ""))
  const orderOf = (ledger: Ledger, id: string) => {
    const payment = ledger.get(id)
    return payment?.gateway === "paypal" && (payment.extra as PayPalExtra).kind === "order" ? payment : null
  }

  function signature(transmissionId: string, time: string, webhookId: string, event: unknown) {
    const digest = crypto.createHash("sha256").update(JSON.stringify(event)).digest("hex")
    return crypto.createHmac("sha256", signingKey).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest("base64")
  }

  function view(payment: SimulatedPayment, context: GatewayContext) {
    const extra = payment.extra as PayPalExtra
    const link = (rel: string, href: string, method = "GET") => ({ href, rel, method })
    const self = `${context.baseUrl()}/v2/checkout/orders/${payment.reference}`
    return {
      id: payment.reference,
      intent: "CAPTURE",
      status: extra.orderStatus,
      create_time: payment.created_at,
      purchase_units: [
        {
          reference_id: "default",
          custom_id: extra.customId,
          description: extra.description,
          amount: { currency_code: payment.currency, value: payment.amount },
          ...(extra.capture
            ? {
                payments: {
                  captures: [
                    {
                      id: extra.capture.id,
                      status: extra.capture.refunded === "0.00" ? extra.capture.status : extra.capture.refunded === extra.capture.value ? "REFUNDED" : "PARTIALLY_REFUNDED",
                      amount: { currency_code: payment.currency, value: extra.capture.value },
                      final_capture: true,
                      ...(extra.capture.reason ? { status_details: { reason: extra.capture.reason } } : {}),
                      custom_id: extra.customId,
                      create_time: extra.capture.create_time,
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [
        link("self", self),
        ...(extra.orderStatus === "PAYER_ACTION_REQUIRED" ? [link("payer-action", `${context.baseUrl()}/checkoutnow?token=${payment.reference}`)] : []),
        ...(extra.orderStatus === "APPROVED" ? [link("capture", `${self}/capture`, "POST")] : []),
      ],
    }
  }

  /** Sends the event PayPal would, signed as the verification endpoint expects; kept for tests to replay. */
  async function notify(eventType: string, resourceType: "checkout-order" | "capture", resource: unknown) {
    if (!options.webhookUrl) return
    const event = {
      id: `WH-${crypto.randomBytes(8).toString("hex").toUpperCase()}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: eventType,
      resource,
    }
    const transmissionId = crypto.randomUUID()
    const time = new Date().toISOString()
    signed.add(transmissionId)
    const headers = {
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-time": time,
      "paypal-transmission-sig": signature(transmissionId, time, options.webhookId, event),
      "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-simulator",
      "paypal-auth-algo": "SHA256withRSA",
    }
    const body = JSON.stringify(event)
    webhooks.push({ url: options.webhookUrl, headers, body })
    await sendCallback(options.webhookUrl, { headers, body })
  }

  function captureResource(payment: SimulatedPayment) {
    const extra = payment.extra as PayPalExtra
    return {
      id: extra.capture!.id,
      status: extra.capture!.status,
      amount: { currency_code: payment.currency, value: extra.capture!.value },
      custom_id: extra.customId,
      supplementary_data: { related_ids: { order_id: payment.reference } },
    }
  }

  function approve(payment: SimulatedPayment, context: GatewayContext, decision: { reason?: string; amount?: string } = {}): boolean {
    const extra = payment.extra as PayPalExtra
    if (extra.orderStatus !== "PAYER_ACTION_REQUIRED") return false
    context.ledger.update(payment.reference, {
      reason: null,
      extra: {
        ...extra,
        orderStatus: "APPROVED",
        declineReason: decision.reason === "INSTRUMENT_DECLINED" || decision.reason === "DECLINED" ? decision.reason : null,
        pendingReason: decision.reason && !["INSTRUMENT_DECLINED", "DECLINED"].includes(decision.reason) ? decision.reason : null,
        approvedAmount: decision.amount && AMOUNT.test(decision.amount) ? decision.amount : null,
      },
    })
    void notify("CHECKOUT.ORDER.APPROVED", "checkout-order", view(context.ledger.get(payment.reference)!, context))
    return true
  }

  function createOrder(request: GatewayRequest, context: GatewayContext): GatewayResponse {
    const body = jsonBody(request) as Record<string, any> | undefined
    const unit = body?.purchase_units?.[0]
    const experience = body?.payment_source?.paypal?.experience_context ?? body?.application_context ?? {}
    if (body?.intent !== "CAPTURE" || !unit || body.purchase_units.length !== 1) return issue(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE", "intent CAPTURE and one purchase unit expected")
    if (unit.amount?.currency_code !== "EUR" || !AMOUNT.test(String(unit.amount?.value ?? "")) || cents(unit.amount.value) < 1) {
      return issue(422, "UNPROCESSABLE_ENTITY", "CURRENCY_NOT_SUPPORTED", "This simulated merchant account takes EUR amounts with two decimals")
    }
    if (!/^https?:\/\//.test(String(experience.return_url ?? "")) || !/^https?:\/\//.test(String(experience.cancel_url ?? ""))) {
      return issue(422, "UNPROCESSABLE_ENTITY", "MISSING_REQUIRED_PARAMETER", "return_url and cancel_url are required")
    }
    const id = crypto.randomBytes(9).toString("hex").toUpperCase().slice(0, 17)
    const extra: PayPalExtra = {
      kind: "order",
      orderStatus: "PAYER_ACTION_REQUIRED",
      customId: String(unit.custom_id ?? ""),
      description: String(unit.description ?? ""),
      returnUrl: String(experience.return_url),
      cancelUrl: String(experience.cancel_url),
      declineReason: null,
      pendingReason: null,
      approvedAmount: null,
      capture: null,
    }
    const payment = context.ledger.add({ reference: id, gateway: "paypal", phone: null, amount: String(unit.amount.value), currency: "EUR", extra })
    return json(200, view(payment, context))
  }

  function capture(context: GatewayContext, id: string): GatewayResponse {
    const payment = orderOf(context.ledger, id)
    if (!payment || (payment.extra as PayPalExtra).orderStatus === "VOIDED") return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.")
    const extra = payment.extra as PayPalExtra
    if (extra.orderStatus === "COMPLETED") return issue(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED", "Order already captured.")
    if (extra.orderStatus !== "APPROVED") return issue(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.")
    if (extra.declineReason) {
      // PayPal's advice: send the payer back to the approval link of the same order.
      context.ledger.update(id, { reason: "INSTRUMENT_DECLINED", extra: { ...extra, orderStatus: "PAYER_ACTION_REQUIRED", declineReason: null } })
      return issue(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED", "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.")
    }
    const taken: Capture = {
      id: crypto.randomBytes(9).toString("hex").toUpperCase().slice(0, 17),
      status: extra.pendingReason ? "PENDING" : "COMPLETED",
      value: extra.approvedAmount ?? payment.amount,
      reason: extra.pendingReason,
      create_time: new Date().toISOString(),
      refunded: "0.00",
    }
    const done = context.ledger.update(id, { status: taken.status === "COMPLETED" ? "successful" : "pending", extra: { ...extra, orderStatus: "COMPLETED", capture: taken } })
    void notify(taken.status === "COMPLETED" ? "PAYMENT.CAPTURE.COMPLETED" : "PAYMENT.CAPTURE.PENDING", "capture", captureResource(done))
    return json(201, view(done, context))
  }

  function refund(request: GatewayRequest, context: GatewayContext, captureId: string): GatewayResponse {
    const payment = context.ledger.list().find((candidate) => candidate.gateway === "paypal" && (candidate.extra as PayPalExtra).capture?.id === captureId)
    const taken = payment && (payment.extra as PayPalExtra).capture
    if (!payment || !taken || taken.status !== "COMPLETED") return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.")
    const body = jsonBody(request) as Record<string, any> | undefined
    const asked = body?.amount?.value === undefined ? cents(taken.value) - cents(taken.refunded) : cents(String(body.amount.value))
    if (body?.amount && (body.amount.currency_code !== "EUR" || !AMOUNT.test(String(body.amount.value)))) {
      return issue(422, "UNPROCESSABLE_ENTITY", "CURRENCY_MISMATCH", "Refund must be in the capture's currency")
    }
    if (asked < 1 || asked > cents(taken.value) - cents(taken.refunded)) {
      return issue(422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED", "The refund amount must be less than or equal to the capture amount that has not yet been refunded.")
    }
    const id = crypto.randomBytes(9).toString("hex").toUpperCase().slice(0, 17)
    context.ledger.update(payment.reference, { extra: { ...payment.extra, capture: { ...taken, refunded: eur(cents(taken.refunded) + asked) } } })
    context.ledger.add({
      reference: id,
      gateway: "paypal",
      phone: null,
      amount: eur(asked),
      currency: "EUR",
      status: "successful",
      extra: { kind: "refund", refundOf: captureId } as Partial<PayPalExtra>,
    })
    return json(201, { id, status: "COMPLETED", amount: { currency_code: "EUR", value: eur(asked) } })
  }

  function verify(request: GatewayRequest): GatewayResponse {
    const body = jsonBody(request) as Record<string, any> | undefined
    const fields = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id"]
    if (!body || fields.some((field) => typeof body[field] !== "string") || typeof body.webhook_event !== "object") {
      return issue(400, "VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER", "Invalid request - see details")
    }
    const expected = signature(body.transmission_id, body.transmission_time, body.webhook_id, body.webhook_event)
    const genuine =
      body.webhook_id === options.webhookId &&
      signed.has(body.transmission_id) &&
      expected.length === body.transmission_sig.length &&
      crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(body.transmission_sig))
    return json(200, { verification_status: genuine ? "SUCCESS" : "FAILURE" })
  }

  /** What PayPal's approval page is, reduced to its two buttons. */
  function approvalPage(payment: SimulatedPayment | null): GatewayResponse {
    const extra = payment?.extra as PayPalExtra | undefined
    if (!payment || !extra || extra.orderStatus !== "PAYER_ACTION_REQUIRED") {
      return {
        status: 404,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: '<!doctype html><link rel="icon" href="data:,"><p>This PayPal order cannot be approved (unknown, expired or already approved).</p>',
      }
    }
    const token = encodeURIComponent(payment.reference)
    const form = (action: string, label: string) =>
      `<form method="post" action="/checkoutnow/${action}?token=${token}"><button type="submit">${label}</button></form>`
    return {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>PayPal (simulator)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem}form{display:inline;margin-right:.5rem}button{padding:.6rem 1.2rem}</style></head>
<body><h1>PayPal (simulator)</h1><p>Pay <strong>${payment.amount} EUR</strong> to the shop. / Payer <strong>${payment.amount} EUR</strong> à la boutique.</p>
${form("approve", "Approve / Approuver")}${form("cancel", "Cancel / Annuler")}<p><small>Order ${payment.reference}</small></p></body></html>`,
    }
  }

  function backTo(url: string, params: Record<string, string>): GatewayResponse {
    const target = new URL(url)
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
    return { status: 303, headers: { location: target.toString() } }
  }

  return {
    name: "paypal",
    async handle(request, context) {
      const { pathname } = request.url
      if (request.method === "POST" && pathname === "/v1/oauth2/token") {
        const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`
        if (request.headers.authorization !== basic || !request.rawBody.toString().includes("grant_type=client_credentials")) {
          return json(401, { error: "invalid_client", error_description: "Client Authentication failed" })
        }
        const token = `A21AA${crypto.randomBytes(24).toString("base64url")}`
        tokens.add(token)
        return json(200, { scope: "https://uri.paypal.com/services/payments/payment", access_token: token, token_type: "Bearer", app_id: "APP-SIMULATOR", expires_in: 32400, nonce: crypto.randomUUID() })
      }
      if (pathname === "/checkoutnow" && request.method === "GET") return approvalPage(orderOf(context.ledger, request.url.searchParams.get("token") ?? ""))
      const decided = /^\/checkoutnow\/(approve|cancel)$/.exec(pathname)
      if (decided && request.method === "POST") {
        const payment = orderOf(context.ledger, request.url.searchParams.get("token") ?? "")
        if (!payment || (payment.extra as PayPalExtra).orderStatus !== "PAYER_ACTION_REQUIRED") return approvalPage(null)
        const { returnUrl, cancelUrl } = payment.extra as PayPalExtra
        if (decided[1] === "cancel") return backTo(cancelUrl, { token: payment.reference })
        approve(payment, context)
        return backTo(returnUrl, { token: payment.reference, PayerID: "SIMPAYER01" })
      }
      if (request.method === "GET" && pathname === "/control/paypal/webhooks") return json(200, webhooks)

      const isApi = pathname.startsWith("/v2/") || pathname.startsWith("/v1/notifications/")
      if (!isApi) return null
      if (!authorized(request)) return json(401, { error: "invalid_token", error_description: "Token signature verification failed" })
      const requestId = String(request.headers["paypal-request-id"] ?? "")
      const remembered = requestId ? answered.get(`${pathname}|${requestId}`) : undefined
      if (remembered) return remembered
      const remember = (answer: GatewayResponse) => {
        if (requestId) answered.set(`${pathname}|${requestId}`, answer)
        return answer
      }
      if (request.method === "POST" && pathname === "/v2/checkout/orders") return remember(createOrder(request, context))
      if (request.method === "POST" && pathname === "/v1/notifications/verify-webhook-signature") return verify(request)
      const order = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(pathname)
      if (request.method === "GET" && order) {
        const payment = orderOf(context.ledger, decodeURIComponent(order[1]!))
        if (!payment || (payment.extra as PayPalExtra).orderStatus === "VOIDED") return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.")
        return json(200, view(payment, context))
      }
      const captured = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(pathname)
      if (request.method === "POST" && captured) {
        const answer = capture(context, decodeURIComponent(captured[1]!))
        // A declined capture is not remembered: after approving again, PayPal takes a new request.
        return answer.status === 201 ? remember(answer) : answer
      }
      const refunded = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(pathname)
      if (request.method === "POST" && refunded) return remember(refund(request, context, decodeURIComponent(refunded[1]!)))
      return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Not a simulated PayPal path.")
    },
    async settle(payment, outcome, context, decision = {}) {
      const extra = payment.extra as PayPalExtra
      if (extra.kind !== "order") return false
      if (outcome === "approve" && extra.capture?.status === "PENDING") {
        // PayPal's review is over: the pending capture completes.
        const done = context.ledger.update(payment.reference, { status: "successful", extra: { ...extra, capture: { ...extra.capture, status: "COMPLETED", reason: null } } })
        void notify("PAYMENT.CAPTURE.COMPLETED", "capture", captureResource(done))
        return true
      }
      if (outcome === "approve") return approve(payment, context, decision)
      if (extra.orderStatus !== "PAYER_ACTION_REQUIRED") return false
      if (outcome === "refuse") context.ledger.update(payment.reference, { status: "failed", reason: decision.reason ?? "PAYER_CANCELLED" })
      else context.ledger.update(payment.reference, { status: "expired", reason: "ORDER_EXPIRED", extra: { ...extra, orderStatus: "VOIDED" } })
      return true
    },
  }
}
