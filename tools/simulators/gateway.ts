import type { IncomingHttpHeaders } from "node:http"
import type { GatewayName, Ledger, Outcome, SimulatedPayment } from "./ledger.js"

/** A request as a gateway sees it: the raw body is kept because webhooks sign it. */
export interface GatewayRequest {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  rawBody: Buffer
}

export interface GatewayResponse {
  status: number
  headers?: Record<string, string>
  body?: unknown
}

export interface GatewayContext {
  ledger: Ledger
  /** The simulators' own base URL (for links such as PayPal's approval page). */
  baseUrl: () => string
}

/**
 * One outside payment API, simulated. `handle` answers the requests of its own API (null when the
 * path is not its own); `settle` is called when a person or a test decides a pending payment
 * through the control API, and sends the gateway's callback or webhook as the real one would.
 * Answers `false` when the outcome does not apply (e.g. a PayPal order not approvable any more).
 */
export interface Gateway {
  readonly name: GatewayName
  handle(request: GatewayRequest, context: GatewayContext): Promise<GatewayResponse | null>
  settle(payment: SimulatedPayment, outcome: Outcome, context: GatewayContext, options?: SettleOptions): Promise<boolean>
  /** HTML of the gateway's own part of the control page (WhatsApp's messages), if any. */
  controlSection?(): string
}

/**
 * What a test may force when deciding (`?reason=…&amount=…` on the control call): the refusal's
 * reason in the gateway's words, or an approved amount other than the one asked (to prove the
 * shop compares amounts).
 */
export interface SettleOptions {
  reason?: string
  amount?: string
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): GatewayResponse {
  return { status, body, headers }
}

/** The request body as JSON, or undefined when it is empty or not JSON. */
export function jsonBody(request: GatewayRequest): unknown {
  if (!request.rawBody.length) return undefined
  try {
    return JSON.parse(request.rawBody.toString("utf8"))
  } catch {
    return undefined
  }
}

/** Posts a callback the way the gateways do: once, and a failure to deliver is only logged. */
export async function sendCallback(url: string, init: { method?: string; headers?: Record<string, string>; body: string }) {
  try {
    const response = await fetch(url, {
      method: init.method ?? "POST",
      headers: { "content-type": "application/json", ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
  } catch (error) {
    console.warn(`Simulator callback to ${url} failed: ${(error as Error).message}`)
  }
}
