import { type AccessToken, clientCredentialsToken } from "@dreamshade/payment-kit"
import { z } from "zod"
import type { OperatorAnswer } from "./operator-gateway"

/**
 * A client of Orange Money Cameroon's push-to-phone API: token (Basic client id and secret),
 * `mp/init` for a payToken, `mp/pay` to push the request to the subscriber, `mp/paymentstatus`.
 * Refusals come as HTTP 417 with a French message; after a 5xx or a timeout on `mp/pay` the status
 * is asked before calling it failed. Answers are read leniently (the documentation is thin).
 */
export interface OrangeOptions {
  baseUrl: string
  clientId: string
  clientSecret: string
  authToken: string
  channelUserMsisdn: string
  pin: string
  timeoutMs?: number
}

const BASE = "/omcoreapis/1.0.2/mp"
const PayTokenAnswer = z.object({ data: z.object({ payToken: z.string().min(1) }) })
const StatusAnswer = z.object({
  data: z.object({
    status: z.string(),
    amount: z.union([z.string(), z.number()]).nullish(),
    inittxnmessage: z.string().nullish(),
  }),
})

export class OrangeRefusal extends Error {}

export class OrangeClient {
  private readonly token: AccessToken

  constructor(private readonly options: OrangeOptions) {
    const timeoutMs = options.timeoutMs ?? 15_000
    this.token = clientCredentialsToken(new URL("/token", options.baseUrl), { ...options, timeoutMs }, (response) => this.failure(response, "token"))
  }

  /** Pushes the payment to the subscriber's phone; answers Orange's payToken (the reference to follow). */
  async push(input: { amount: string; phone: string; orderId: string; description: string; notifUrl?: string }): Promise<string> {
    const init = await this.call("POST", `${BASE}/init`)
    if (!init.ok) throw await this.failure(init, "mp/init")
    const { payToken } = PayTokenAnswer.parse(await init.json()).data
    let pay: Response
    try {
      pay = await this.call("POST", `${BASE}/pay`, {
        notifUrl: input.notifUrl ?? "",
        channelUserMsisdn: this.options.channelUserMsisdn,
        amount: input.amount,
        subscriberMsisdn: input.phone.replace(/^237/, ""),
        pin: this.options.pin,
        orderId: input.orderId,
        description: input.description.slice(0, 120),
        payToken,
      })
    } catch (error) {
      // A timeout says nothing about the push: Orange's status does.
      if (await this.status(payToken).catch(() => null)) return payToken
      throw error
    }
    if (pay.status === 417) throw new OrangeRefusal(await this.message(pay))
    if (pay.status >= 500 && (await this.status(payToken).catch(() => null))) return payToken
    if (!pay.ok) throw await this.failure(pay, "mp/pay")
    return payToken
  }

  async status(payToken: string): Promise<OperatorAnswer | null> {
    const response = await this.call("GET", `${BASE}/paymentstatus/${encodeURIComponent(payToken)}`)
    if (response.status === 404) return null
    if (!response.ok) throw await this.failure(response, "mp/paymentstatus")
    const { data } = StatusAnswer.parse(await response.json())
    const status = data.status.toUpperCase()
    const amount = data.amount === null || data.amount === undefined ? null : String(data.amount)
    if (status === "SUCCESSFULL" || status === "SUCCESSFUL") return { status: "SUCCESSFUL", reason: null, amount, currency: "XAF" }
    // Orange words a short balance only in its French message ("Solde insuffisant…").
    if (status === "FAILED" && /solde insuffisant|insufficient/i.test(data.inittxnmessage ?? "")) return { status: "FAILED", reason: "NOT_ENOUGH_FUNDS", amount, currency: "XAF" }
    if (["FAILED", "CANCELLED", "EXPIRED"].includes(status)) return { status: "FAILED", reason: status, amount, currency: "XAF" }
    return { status: "PENDING", reason: null, amount, currency: "XAF" }
  }

  private async call(method: string, path: string, body?: unknown) {
    return fetch(new URL(path, this.options.baseUrl), {
      method,
      headers: {
        Authorization: `Bearer ${await this.token.value()}`,
        "X-AUTH-TOKEN": this.options.authToken,
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    })
  }

  private async message(response: Response): Promise<string> {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    return body.message ?? `Orange refused the payment (${response.status})`
  }

  private async failure(response: Response, what: string) {
    return new Error(`Orange ${what} answered ${response.status}: ${(await response.text().catch(() => "")).slice(0, 300)}`)
  }
}
