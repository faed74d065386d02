import http from "node:http"
import { isIPv6, type AddressInfo } from "node:net"
import { autoApprovalControl, type AutoApproval } from "./auto-approve.js"
import { controlPage } from "./control-page.js"
import type { Gateway, GatewayContext, GatewayRequest, GatewayResponse, SettleOptions } from "./gateway.js"
import { Ledger, type Outcome } from "./ledger.js"

export interface RunningSimulators {
  url: string
  ledger: Ledger
  close: () => Promise<void>
}

const OUTCOMES: Outcome[] = ["approve", "refuse", "expire"]
const MAX_BODY_BYTES = 1024 * 1024

/**
 * One HTTP server for every simulated payment API (each gateway under its own paths) and the
 * control API shared by tests and people:
 *   GET  /control/payments                          JSON, newest first
 *   POST /control/payments/{reference}/approve|refuse|expire
 *   GET  /control                                   the same as a page with buttons
 *   GET|POST /control/auto-approve                  the phone approves every push at once (./auto-approve.ts)
 */
export async function startSimulators(gateways: Gateway[], { port = 0, host = "127.0.0.1" } = {}): Promise<RunningSimulators> {
  const ledger = new Ledger()
  let baseUrl = ""
  const context: GatewayContext = { ledger, baseUrl: () => baseUrl }
  const autoApproval: AutoApproval = { enabled: false, afterMs: 0 }
  // A timer, so the push is answered before its approval's callback leaves.
  ledger.onAdd((payment) => {
    if (autoApproval.enabled) setTimeout(() => void decide(payment.reference, "approve").catch(() => {}), autoApproval.afterMs)
  })

  /** A person's (or the auto-approval's) decision on a pending payment; the gateway sends its callback. */
  async function decide(reference: string, action: Outcome, options: SettleOptions = {}): Promise<GatewayResponse | null> {
    const payment = ledger.get(reference)
    if (!payment) return { status: 404, body: { error: "unknown_payment" } }
    if (payment.status !== "pending") return { status: 409, body: { error: "not_pending", status: payment.status } }
    const gateway = gateways.find((candidate) => candidate.name === payment.gateway)
    const settled = gateway ? await gateway.settle(payment, action, context, options) : false
    return settled ? null : { status: 409, body: { error: "not_settleable" } }
  }

  async function control(request: GatewayRequest): Promise<GatewayResponse | null> {
    const { pathname } = request.url
    if (request.method === "GET" && pathname === "/control") {
      return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: controlPage(ledger.list(), gateways.flatMap((gateway) => gateway.controlSection?.() ?? [])) }
    }
    const approval = autoApprovalControl(request, autoApproval)
    if (approval) return approval
    if (request.method === "GET" && pathname === "/control/payments") {
      return { status: 200, body: ledger.list().map(({ extra: _extra, ...payment }) => payment) }
    }
    const match = /^\/control\/payments\/([^/]+)\/([a-z]+)$/.exec(pathname)
    if (request.method !== "POST" || !match?.[1] || !match[2]) return null
    const [reference, action] = [decodeURIComponent(match[1]), match[2] as Outcome]
    if (!OUTCOMES.includes(action)) return { status: 404, body: { error: "unknown_action" } }
    const refused = await decide(reference, action, {
      reason: request.url.searchParams.get("reason") ?? undefined,
      amount: request.url.searchParams.get("amount") ?? undefined,
    })
    if (refused) return refused
    // A form on the control page comes back to the page; an API caller gets the payment.
    if (String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
      return { status: 303, headers: { location: "/control" } }
    }
    const { extra: _extra, ...answer } = ledger.get(reference)!
    return { status: 200, body: answer }
  }

  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of req) {
        size += (chunk as Buffer).length
        if (size > MAX_BODY_BYTES) return send(res, { status: 413, body: { error: "too_large" } })
        chunks.push(chunk as Buffer)
      }
      const request: GatewayRequest = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", baseUrl),
        headers: req.headers,
        rawBody: Buffer.concat(chunks),
      }
      let answer = await control(request)
      for (const gateway of gateways) {
        if (answer) break
        answer = await gateway.handle(request, context)
      }
      send(res, answer ?? { status: 404, body: { error: "not_found", path: request.url.pathname } })
    } catch (error) {
      console.warn(`Simulator error on ${req.method} ${req.url}: ${(error as Error).message}`)
      send(res, { status: 500, body: { error: "simulator_error" } })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })
  // Every interface is reached on this machine's loopback; an IPv6 address goes in brackets.
  const reachable = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : isIPv6(host) ? `[${host}]` : host
  baseUrl = `http://${reachable}:${(server.address() as AddressInfo).port}`
  return {
    url: baseUrl,
    ledger,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function send(res: http.ServerResponse, answer: GatewayResponse) {
  const headers = { ...answer.headers }
  let body: string | undefined
  if (typeof answer.body === "string") body = answer.body
  else if (answer.body !== undefined) {
    body = JSON.stringify(answer.body)
    headers["content-type"] ??= "application/json"
  }
  res.writeHead(answer.status, headers)
  res.end(body)
}
