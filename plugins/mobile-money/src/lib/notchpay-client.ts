import { z } from "zod"
import type { OperatorAnswer } from "./operator-gateway"

/**
 * A client of Notch Pay's payments API (a Cameroonian aggregator for MTN and Orange): `POST
 * /payments` creates the payment under our reference, `POST /payments/{reference}` pushes it to
 * the payer's phone on a channel (`cm.mtn`, `cm.orange`), `GET /payments/{reference}` tells where
 * it stands, `POST /refunds` pays back (private key). Its documentation disagrees with itself on
 * details (docs/decisions/023-notchpay.md): answers are read leniently, only what the shop uses.
 */
export interface NotchPayOptions {
  baseUrl: string
  /** Sent as `Authorization` on every call. */
  publicKey: string
  /** The "grant" key refunds need; without it the gateway has no refund. */
  privateKey?: string
  timeoutMs?: number
}

export type NotchPayChannel = "cm.mtn" | "cm.orange"

const Payment = z.object({
  reference: z.string().nullish(),
  status: z.string(),
  amount: z.union([z.string(), z.number()]).nullish(),
  currency: z.string().nullish(),
  failure_reason: z.string().nullish(),
  reason: z.string().nullish(),
})
/** The payment is under `transaction` (API reference), `data` (response guide) or `payment` (older guide). */
const Envelope = z.object({ transaction: z.unknown().optional(), data: z.unknown().optional(), payment: z.unknown().optional() }).passthrough()
const RefundAnswer = z
  .object({ refund: z.object({ reference: z.string().nullish(), id: z.string().nullish() }).passthrough().nullish() })
  .passthrough()

/** Words in a failure reason that mean the payer's balance was short. */
const NO_FUNDS = /insufficient|not[\s_-]?enough|balance|solde/i

export class NotchPayRefusal extends Error {}

/** Notch Pay's statuses in the shop's words (lib/operator-gateway.ts); an unknown one is still awaited. */
export function notchPayAnswer(payment: z.infer<typeof Payment>): OperatorAnswer {
  const status = payment.status.toLowerCase()
  const amount = payment.amount === null || payment.amount === undefined ? null : String(payment.amount)
  const answer = (shop: OperatorAnswer["status"], reason: string | null = null): OperatorAnswer => ({ status: shop, reason, amount, currency: payment.currency ?? null })
  if (status === "complete") return answer("SUCCESSFUL")
  if (status === "expired") return answer("FAILED", "EXPIRED")
  if (status === "canceled" || status === "cancelled" || status === "abandoned") return answer("FAILED", "CANCELLED")
  if (status === "rejected") return answer("FAILED", "APPROVAL_REJECTED")
  if (status === "failed") {
    const why = payment.failure_reason ?? payment.reason ?? ""
    return answer("FAILED", NO_FUNDS.test(why) ? "NOT_ENOUGH_FUNDS" : "FAILED")
  }
  // Money that went back before the shop confirmed it is not a payment to capture.
  if (status === "refunded" || status.startsWith("partial")) return answer("FAILED", status.toUpperCase().replace(/-/g, "_"))
  return answer("PENDING")
}

export class NotchPayClient {
  constructor(private readonly options: NotchPayOptions) {}

  get hasRefund(): boolean {
    return Boolean(this.options.privateKey)
  }

  /**
   * Creates the payment, then pushes it to the phone. A push Notch Pay refuses outright (4xx) is a
   * NotchPayRefusal; after a 5xx or a timeout the status decides whether the push stands.
   */
  async push(input: { reference: string; amount: string; currency: string; phone: string; channel: NotchPayChannel; description: string; callbackUrl?: string }) {
    const created = await this.call("POST", "/payments", {
      amount: Number(input.amount),
      currency: input.currency,
      // The phone is documented inside `customer` and, in older pages, at the top: both are sent.
      customer: { phone: `+${input.phone}` },
      phone: `+${input.phone}`,
      reference: input.reference,
      description: input.description.slice(0, 120),
      ...(input.callbackUrl ? { callback: input.callbackUrl } : {}),
    })
    if (!created.ok) {
      // A reference Notch Pay already knows (a retry after a lost answer) is the payment created before.
      const known = created.status < 500 && (await this.status(input.reference).catch(() => null)) !== null
      if (!known && created.status >= 400 && created.status < 500) throw new NotchPayRefusal(await this.message(created, "payments"))
      if (!known) throw await this.failure(created, "payments")
    }
    const process = { channel: input.channel, data: { phone: input.phone, country: "CM" } }
    let pushed: Response
    try {
      pushed = await this.call("POST", `/payments/${encodeURIComponent(input.reference)}`, process)
      // One page documents this call as PUT: a server that only takes PUT answers 405 to POST.
      if (pushed.status === 405) pushed = await this.call("PUT", `/payments/${encodeURIComponent(input.reference)}`, process)
    } catch (error) {
      if (await this.pushStands(input.reference)) return
      throw error
    }
    if (pushed.ok) return
    if (pushed.status >= 500 && (await this.pushStands(input.reference))) return
    if (pushed.status >= 400 && pushed.status < 500) throw new NotchPayRefusal(await this.message(pushed, "payments/{reference}"))
    throw await this.failure(pushed, "payments/{reference}")
  }

  async status(reference: string): Promise<OperatorAnswer | null> {
    const response = await this.call("GET", `/payments/${encodeURIComponent(reference)}`)
    if (response.status === 404) return null
    if (!response.ok) throw await this.failure(response, "payments/{reference}")
    const envelope = Envelope.parse(await response.json())
    const candidates = [envelope.transaction, envelope.data, envelope.payment]
    const payment = candidates.map((candidate) => Payment.safeParse(candidate)).find((parsed) => parsed.success)
    if (!payment?.success) throw new Error(`Notch Pay answered a payment without a status for ${reference}`)
    return notchPayAnswer(payment.data)
  }

  /** Pays back `amount` of the payment `reference`; answers the refund's reference. */
  async refund(input: { reference: string; amount: string; reason: string }): Promise<string> {
    if (!this.options.privateKey) throw new Error("Notch Pay refunds need NOTCHPAY_PRIVATE_KEY.")
    const response = await this.call("POST", "/refunds", { payment: input.reference, amount: Number(input.amount), reason: input.reason.slice(0, 120) }, true)
    if (!response.ok) throw await this.failure(response, "refunds")
    const { refund } = RefundAnswer.parse(await response.json().catch(() => ({})))
    return refund?.reference ?? refund?.id ?? `${input.reference}-refund`
  }

  private async pushStands(reference: string): Promise<boolean> {
    const answer = await this.status(reference).catch(() => null)
    return answer !== null && answer.status !== "FAILED"
  }

  private call(method: string, path: string, body?: unknown, granted = false) {
    return fetch(new URL(path, this.options.baseUrl), {
      method,
      headers: {
        Authorization: this.options.publicKey,
        Accept: "application/json",
        // The grant key is `X-Grant` in the current pages and `X-Auth` in older ones.
        ...(granted && this.options.privateKey ? { "X-Grant": this.options.privateKey, "X-Auth": this.options.privateKey } : {}),
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    })
  }

  private async message(response: Response, what: string): Promise<string> {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown }
    return typeof body.message === "string" ? body.message.slice(0, 200) : `Notch Pay ${what} answered ${response.status}`
  }

  private async failure(response: Response, what: string) {
    return new Error(`Notch Pay ${what} answered ${response.status}: ${(await response.text().catch(() => "")).slice(0, 300)}`)
  }
}
