import { type AccessToken, clientCredentialsToken } from "@dreamshade/payment-kit"
import { z } from "zod"

/**
 * A client of PayPal's REST API (Orders v2, Payments v2, webhook verification), with `fetch`:
 * PayPal's server SDK only knows PayPal's two hosts, and the shop must reach its simulator.
 * One OAuth token (client credentials), reused until a minute before it expires; every call
 * times out; answers are read with Zod, keeping only what the shop uses.
 */
export interface PayPalOptions {
  baseUrl: string
  clientId: string
  clientSecret: string
  /** The id PayPal gave the shop's webhook: verification needs it. */
  webhookId: string
  timeoutMs?: number
}

const Money = z.object({ currency_code: z.string(), value: z.string() })
const Link = z.object({ href: z.string(), rel: z.string() })
const Capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: Money.nullish(),
  status_details: z.object({ reason: z.string().nullish() }).nullish(),
  create_time: z.string().nullish(),
})
export type PayPalCapture = z.infer<typeof Capture>

const Order = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(Link).nullish(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().nullish(),
        amount: Money.nullish(),
        payments: z.object({ captures: z.array(Capture).nullish() }).nullish(),
      })
    )
    .nullish(),
})
export type PayPalOrder = z.infer<typeof Order>

const Refund = z.object({ id: z.string(), status: z.string() })
const Verification = z.object({ verification_status: z.string() })
const ErrorBody = z.object({ name: z.string().nullish(), details: z.array(z.object({ issue: z.string().nullish() })).nullish() }).passthrough()

export class PayPalApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** PayPal's first `details[].issue` (`INSTRUMENT_DECLINED`, `ORDER_NOT_APPROVED`…), or its `name`. */
    readonly issue: string | null
  ) {
    super(message)
  }
}

/** The headers PayPal signs a webhook delivery with (lower-cased, as Node gives them). */
export type WebhookHeaders = Record<string, string | string[] | undefined>

export class PayPalClient {
  private readonly token: AccessToken

  constructor(private readonly options: PayPalOptions) {
    const timeoutMs = options.timeoutMs ?? 20_000
    this.token = clientCredentialsToken(new URL("/v1/oauth2/token", options.baseUrl), { ...options, timeoutMs }, (response) => this.failure(response, "token"))
  }

  /** `PayPal-Request-Id` makes a retry after a lost answer give back the same order. */
  async createOrder(input: {
    requestId: string
    customId: string
    amountEur: string
    description: string
    returnUrl: string
    cancelUrl: string
    brandName: string
    locale?: string
  }): Promise<PayPalOrder> {
    const response = await this.call("POST", "/v2/checkout/orders", {
      headers: { "PayPal-Request-Id": input.requestId, Prefer: "return=representation" },
      body: {
        intent: "CAPTURE",
        purchase_units: [
          {
            custom_id: input.customId,
            description: input.description.slice(0, 127),
            amount: { currency_code: "EUR", value: input.amountEur },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: input.brandName.slice(0, 127),
              user_action: "PAY_NOW",
              shipping_preference: "NO_SHIPPING",
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              ...(input.locale ? { locale: input.locale } : {}),
            },
          },
        },
      },
    })
    if (response.status !== 200 && response.status !== 201) throw await this.failure(response, "create order")
    return Order.parse(await response.json())
  }

  async getOrder(orderId: string): Promise<PayPalOrder | null> {
    const response = await this.call("GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`)
    if (response.status === 404) return null
    if (!response.ok) throw await this.failure(response, "get order")
    return Order.parse(await response.json())
  }

  /** Takes the approved money. A refusal (`INSTRUMENT_DECLINED`…) is a PayPalApiError with its issue. */
  async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
    const response = await this.call("POST", `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      headers: { "PayPal-Request-Id": requestId, Prefer: "return=representation" },
      body: {},
    })
    if (response.status !== 200 && response.status !== 201) throw await this.failure(response, "capture")
    return Order.parse(await response.json())
  }

  async refundCapture(captureId: string, input: { requestId: string; amountEur: string; note: string }) {
    const response = await this.call("POST", `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      headers: { "PayPal-Request-Id": input.requestId, Prefer: "return=representation" },
      body: { amount: { currency_code: "EUR", value: input.amountEur }, note_to_payer: input.note.slice(0, 255) },
    })
    if (response.status !== 200 && response.status !== 201) throw await this.failure(response, "refund")
    return Refund.parse(await response.json())
  }

  /**
   * Asks PayPal whether a delivery really comes from it. The event goes as received, byte for
   * byte (`rawBody` spliced into the request): re-serialized JSON would not match the signature.
   */
  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean> {
    const header = (name: string) => {
      const value = headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const fields = {
      auth_algo: header("paypal-auth-algo"),
      cert_url: header("paypal-cert-url"),
      transmission_id: header("paypal-transmission-id"),
      transmission_sig: header("paypal-transmission-sig"),
      transmission_time: header("paypal-transmission-time"),
      webhook_id: this.options.webhookId,
    }
    if (Object.values(fields).some((value) => !value)) return false
    try {
      JSON.parse(rawBody)
    } catch {
      return false
    }
    const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`
    const response = await this.call("POST", "/v1/notifications/verify-webhook-signature", { rawBody: body })
    if (!response.ok) throw await this.failure(response, "verify webhook")
    return Verification.parse(await response.json()).verification_status === "SUCCESS"
  }

  private async call(method: string, path: string, init: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {}) {
    const token = await this.token.value()
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
    return fetch(new URL(path, this.options.baseUrl), {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}), ...init.headers },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
    })
  }

  private async failure(response: Response, what: string) {
    const text = await response.text().catch(() => "")
    let issue: string | null = null
    try {
      const parsed = ErrorBody.parse(JSON.parse(text))
      issue = parsed.details?.find((detail) => detail.issue)?.issue ?? parsed.name ?? null
    } catch {
      // Not PayPal's JSON error: the status says enough.
    }
    return new PayPalApiError(`PayPal ${what} answered ${response.status}: ${text.slice(0, 300)}`, response.status, issue)
  }
}

/** The link the shopper approves at: `payer-action` (payment_source orders) or the older `approve`. */
export function approveLinkOf(order: PayPalOrder): string | null {
  const links = order.links ?? []
  return (links.find((link) => link.rel === "payer-action") ?? links.find((link) => link.rel === "approve"))?.href ?? null
}

/** The order's (first) capture, when it has one. */
export function captureOf(order: PayPalOrder): PayPalCapture | null {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null
}
