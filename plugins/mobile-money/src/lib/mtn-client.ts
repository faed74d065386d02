import crypto from "node:crypto"
import { AccessToken, basicAuthorization } from "@dreamshade/payment-kit"
import { z } from "zod"
import type { OperatorAnswer } from "./operator-gateway"

/**
 * A client of MTN MoMo's Collection (and Disbursement, for refunds) API. One token per product,
 * reused until a minute before it expires; at most 10 calls a second, as MTN allows; every call
 * times out. Answers are read leniently: only the fields the shop uses are required.
 */
export interface MtnOptions {
  baseUrl: string
  apiUser: string
  apiKey: string
  subscriptionKey: string
  disbursementSubscriptionKey?: string
  targetEnvironment: string
  timeoutMs?: number
}

export type MtnStatus = OperatorAnswer

const StatusAnswer = z
  .object({
    status: z.string(),
    reason: z.union([z.string(), z.object({ code: z.string() }).transform((r) => r.code)]).nullish(),
    amount: z.union([z.string(), z.number()]).nullish(),
    currency: z.string().nullish(),
  })
  .transform((answer) => ({
    status: (["PENDING", "SUCCESSFUL", "FAILED"].includes(answer.status.toUpperCase()) ? answer.status.toUpperCase() : "PENDING") as MtnStatus["status"],
    reason: answer.reason ?? null,
    amount: answer.amount === null || answer.amount === undefined ? null : String(answer.amount),
    currency: answer.currency ?? null,
  }))

export class MtnApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null
  ) {
    super(message)
  }
}

type Product = "collection" | "disbursement"

export class MtnClient {
  private readonly tokens = new Map<Product, AccessToken>()
  private nextSlot = 0

  constructor(private readonly options: MtnOptions) {}

  /** Asks the payer to approve `amount` on their phone. `reference` is ours (UUID v4), reused on retries. */
  async requestToPay(input: { reference: string; amount: string; currency: string; phone: string; externalId: string; message: string; callbackUrl?: string }) {
    const response = await this.call("collection", "POST", "/collection/v1_0/requesttopay", {
      headers: { "X-Reference-Id": input.reference, ...(input.callbackUrl ? { "X-Callback-Url": input.callbackUrl } : {}) },
      body: {
        amount: input.amount,
        currency: input.currency,
        externalId: input.externalId,
        payer: { partyIdType: "MSISDN", partyId: input.phone },
        payerMessage: input.message.slice(0, 160),
        payeeNote: input.message.slice(0, 160),
      },
    })
    // 409: this reference was already sent (a retry after a lost answer): the request stands.
    if (response.status !== 202 && response.status !== 409) throw await this.failure(response, "requesttopay")
  }

  async paymentStatus(reference: string): Promise<MtnStatus | null> {
    return this.status("collection", `/collection/v1_0/requesttopay/${encodeURIComponent(reference)}`)
  }

  /** Pays back (part of) a successful payment through the Disbursement product; answers the refund's reference. */
  async refund(input: { referenceToRefund: string; amount: string; currency: string; externalId: string; message: string }): Promise<string> {
    const reference = crypto.randomUUID()
    const response = await this.call("disbursement", "POST", "/disbursement/v1_0/refund", {
      headers: { "X-Reference-Id": reference },
      body: {
        amount: input.amount,
        currency: input.currency,
        externalId: input.externalId,
        payerMessage: input.message.slice(0, 160),
        payeeNote: input.message.slice(0, 160),
        referenceIdToRefund: input.referenceToRefund,
      },
    })
    if (response.status !== 202) throw await this.failure(response, "refund")
    return reference
  }

  async refundStatus(reference: string): Promise<MtnStatus | null> {
    return this.status("disbursement", `/disbursement/v1_0/refund/${encodeURIComponent(reference)}`)
  }

  private async status(product: Product, path: string): Promise<MtnStatus | null> {
    const response = await this.call(product, "GET", path)
    if (response.status === 404) return null
    if (!response.ok) throw await this.failure(response, "status")
    return StatusAnswer.parse(await response.json())
  }

  private async call(product: Product, method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
    const token = await this.tokenOf(product).value()
    await this.slot()
    return fetch(new URL(path, this.options.baseUrl), {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        "X-Target-Environment": this.options.targetEnvironment,
        "Ocp-Apim-Subscription-Key": this.subscriptionKey(product),
        ...(init.body ? { "Content-Type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    })
  }

  /** One token per product (Collection, Disbursement), each asked in one of MTN's call slots. */
  private tokenOf(product: Product): AccessToken {
    let token = this.tokens.get(product)
    if (!token) {
      token = new AccessToken(
        async () => {
          await this.slot()
          return fetch(new URL(`/${product}/token/`, this.options.baseUrl), {
            method: "POST",
            headers: { Authorization: basicAuthorization(this.options.apiUser, this.options.apiKey), "Ocp-Apim-Subscription-Key": this.subscriptionKey(product) },
            signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
          })
        },
        (response) => this.failure(response, "token")
      )
      this.tokens.set(product, token)
    }
    return token
  }

  private subscriptionKey(product: Product): string {
    return product === "collection" ? this.options.subscriptionKey : (this.options.disbursementSubscriptionKey ?? this.options.subscriptionKey)
  }

  /** MTN allows 10 calls a second: calls are spaced by 100 ms at least. */
  private async slot() {
    const now = Date.now()
    const at = Math.max(now, this.nextSlot)
    this.nextSlot = at + 100
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now))
  }

  private async failure(response: Response, what: string) {
    const text = await response.text().catch(() => "")
    return new MtnApiError(`MTN ${what} answered ${response.status}: ${text.slice(0, 300)}`, response.status)
  }
}
