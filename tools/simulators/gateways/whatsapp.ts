import crypto from "node:crypto"
import type { Gateway, GatewayRequest, GatewayResponse } from "../gateway.js"
import { json, jsonBody, sendCallback } from "../gateway.js"

/**
 * The WhatsApp Business Cloud API as the shop uses it: `POST /{version}/{phone-number-id}/messages`
 * with a template message (bearer token; the template must be one of the shop's, in `fr` or `en`,
 * with its number of body parameters). Accepted messages are recorded and their status webhooks
 * (`sent`, then `delivered` / `read` / `failed` on the control API) are posted to the shop signed
 * `X-Hub-Signature-256` with the app secret, as Meta does.
 *
 * Control API (tests and people):
 *   GET  /control/whatsapp/messages                       newest first: id, to, template, language, parameters, status
 *   POST /control/whatsapp/messages/{id}/deliver|read|fail
 *   POST /control/whatsapp/incoming {from, text}         a message from a shopper (STOP)
 *   POST /control/whatsapp/fail-next?status=429&count=1  the next sends answer this error (429, 5xx: retry; 400: "not a WhatsApp number")
 *   GET  /control/whatsapp/webhooks                       every delivery sent (headers and body), to replay
 */
export interface WhatsAppSimulatorOptions {
  accessToken: string
  phoneNumberId: string
  appSecret: string
  /** The shop's `/hooks/whatsapp`; null: deliveries are only recorded. */
  webhookUrl: string | null
  /** The shop's approved templates and their number of body parameters. */
  templates: Record<string, number>
}

export type SimulatedMessage = {
  id: string
  to: string
  template: string
  language: string
  parameters: string[]
  status: "sent" | "delivered" | "read" | "failed"
  created_at: string
}

type Delivery = { headers: Record<string, string>; body: string }

/** The shop's templates (plugins/whatsapp/src/lib/templates.ts) and their parameters. */
export const WHATSAPP_TEMPLATES: Record<string, number> = {
  dreamshade_order_placed: 3,
  dreamshade_payment_received: 2,
  dreamshade_payment_refused: 2,
  dreamshade_order_shipped: 2,
  dreamshade_order_delivered: 2,
  dreamshade_order_cancelled: 2,
  dreamshade_opt_out_confirmed: 0,
}

const graphError = (status: number, code: number, message: string, details = message): GatewayResponse =>
  json(status, { error: { message, type: "OAuthException", code, error_data: { messaging_product: "whatsapp", details }, fbtrace_id: "simulator" } })

const FAILURES: Record<number, GatewayResponse> = {
  429: graphError(429, 130429, "Rate limit hit", "Cloud API message throughput has been reached."),
  500: graphError(500, 131000, "Something went wrong"),
  503: graphError(503, 131016, "Service unavailable"),
  400: graphError(400, 131026, "Message undeliverable", "The recipient is not a WhatsApp user."),
}

export function createWhatsAppGateway(options: WhatsAppSimulatorOptions): Gateway & {
  messages: () => SimulatedMessage[]
  controlSection: () => string
} {
  const messages: SimulatedMessage[] = []
  const deliveries: Delivery[] = []
  const failNext: number[] = []
  /** Each message's `sent` webhook, awaited before a later status so they arrive in order. */
  const sentWebhooks = new Map<string, Promise<void>>()

  async function deliver(value: Record<string, unknown>) {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "simulated-waba",
          changes: [
            {
              field: "messages",
              value: { messaging_product: "whatsapp", metadata: { display_phone_number: "237600000000", phone_number_id: options.phoneNumberId }, ...value },
            },
          ],
        },
      ],
    })
    const headers = {
      "content-type": "application/json",
      "x-hub-signature-256": `sha256=${crypto.createHmac("sha256", options.appSecret).update(body).digest("hex")}`,
    }
    deliveries.push({ headers, body })
    if (options.webhookUrl) await sendCallback(options.webhookUrl, { headers, body })
  }

  const statusWebhook = (message: SimulatedMessage, status: SimulatedMessage["status"]) =>
    deliver({
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.to,
          ...(status === "failed" ? { errors: [{ code: 131026, title: "Message undeliverable" }] } : {}),
        },
      ],
    })

  function send(request: GatewayRequest): GatewayResponse {
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return graphError(401, 190, "Invalid OAuth access token - Cannot parse access token")
    }
    const failure = failNext.shift()
    if (failure !== undefined) return FAILURES[failure] ?? graphError(failure, 131000, "Something went wrong")
    const body = jsonBody(request) as any
    if (body?.messaging_product !== "whatsapp" || body?.type !== "template" || typeof body?.to !== "string") {
      return graphError(400, 100, "Invalid parameter")
    }
    if (!/^2376\d{8}$/.test(body.to)) return graphError(400, 131009, "Parameter value is not valid", "Invalid recipient number")
    const name = body.template?.name
    const expected = options.templates[name]
    if (expected === undefined) return graphError(404, 132001, "Template name does not exist in the translation", `template name (${name}) does not exist`)
    const language = body.template?.language?.code
    if (language !== "fr" && language !== "en") return graphError(404, 132001, "Template name does not exist in the translation", `no ${language} translation`)
    const components = Array.isArray(body.template.components) ? body.template.components : []
    const parameters: unknown[] = components.filter((component: any) => component?.type === "body").flatMap((component: any) => component.parameters ?? [])
    const texts = parameters.map((parameter: any) => (parameter?.type === "text" ? parameter.text : undefined))
    if (texts.length !== expected || texts.some((text) => typeof text !== "string" || !text.trim())) {
      return graphError(400, 132000, "Number of parameters does not match the expected number of params", `body: expected ${expected}, got ${texts.length}`)
    }
    const message: SimulatedMessage = {
      id: `wamid.${crypto.randomBytes(12).toString("hex")}`,
      to: body.to,
      template: name,
      language,
      parameters: texts as string[],
      status: "sent",
      created_at: new Date().toISOString(),
    }
    messages.push(message)
    // After the answer, as Meta does: the shop knows the id before the status arrives.
    sentWebhooks.set(message.id, new Promise((resolve) => setTimeout(() => void statusWebhook(message, "sent").then(resolve), 50)))
    return json(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: message.id }] })
  }

  async function control(request: GatewayRequest): Promise<GatewayResponse | null> {
    const { pathname, searchParams } = request.url
    if (request.method === "GET" && pathname === "/control/whatsapp/messages") return json(200, [...messages].reverse())
    if (request.method === "GET" && pathname === "/control/whatsapp/webhooks") return json(200, deliveries)
    if (request.method !== "POST") return null
    if (pathname === "/control/whatsapp/fail-next") {
      const status = Number(searchParams.get("status") ?? 429)
      const count = Math.min(Number(searchParams.get("count") ?? 1), 20)
      if (!Number.isInteger(status) || status < 400 || status > 599 || !(count > 0)) return json(400, { error: "bad_failure" })
      failNext.push(...Array.from({ length: count }, () => status))
      return json(200, { pending_failures: failNext.length })
    }
    if (pathname === "/control/whatsapp/incoming") {
      const body = jsonBody(request) as { from?: unknown; text?: unknown } | undefined
      const from = typeof body?.from === "string" ? body.from : ""
      const text = typeof body?.text === "string" ? body.text.slice(0, 4096) : ""
      if (!/^2376\d{8}$/.test(from) || !text) return json(400, { error: "from_and_text_required" })
      const id = `wamid.${crypto.randomBytes(12).toString("hex")}`
      await deliver({
        contacts: [{ profile: { name: "Shopper" }, wa_id: from }],
        messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
      })
      return json(200, { id })
    }
    const match = /^\/control\/whatsapp\/messages\/([^/]+)\/(deliver|read|fail)$/.exec(pathname)
    if (!match) return null
    const message = messages.find((candidate) => candidate.id === decodeURIComponent(match[1]!))
    if (!message) return json(404, { error: "unknown_message" })
    message.status = match[2] === "deliver" ? "delivered" : match[2] === "read" ? "read" : "failed"
    await sentWebhooks.get(message.id)
    await statusWebhook(message, message.status)
    return String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")
      ? { status: 303, headers: { location: "/control" } }
      : json(200, message)
  }

  return {
    name: "whatsapp",
    async handle(request) {
      if (request.url.pathname.startsWith("/control/whatsapp/")) return control(request)
      const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(request.url.pathname)
      if (!match || request.method !== "POST") return null
      if (decodeURIComponent(match[1]!) !== options.phoneNumberId) return graphError(400, 100, "Unsupported post request. Object does not exist")
      return send(request)
    },
    // Not a payment: nothing in the payments' ledger to settle.
    async settle() {
      return false
    },
    messages: () => [...messages].reverse(),
    controlSection: () => whatsAppControlSection([...messages].reverse()),
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!)

/** The WhatsApp messages on the control page, with what the shopper's phone would do to them. */
function whatsAppControlSection(messages: SimulatedMessage[]): string {
  const button = (id: string, action: string, label: string) =>
    `<form method="post" action="/control/whatsapp/messages/${encodeURIComponent(id)}/${action}"><button type="submit">${label}</button></form>`
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.template)} (${escapeHtml(message.language)})</td>` +
        `<td>${escapeHtml(message.parameters.join(" | "))}</td><td>${message.status}</td><td>${message.created_at}</td><td class="actions">${
          message.status === "sent"
            ? button(message.id, "deliver", "Deliver / Distribuer") + button(message.id, "read", "Read / Lu") + button(message.id, "fail", "Fail / Échec")
            : ""
        }</td></tr>`
    )
    .join("\n")
  return `<h2>WhatsApp</h2><p>Send STOP from a number: <code>POST /control/whatsapp/incoming {"from":"2376…","text":"STOP"}</code></p>
<table><thead><tr><th>To</th><th>Template</th><th>Parameters</th><th>Status</th><th>Created</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No message yet.</td></tr>'}</tbody></table>`
}
