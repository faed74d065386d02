import { OwnDataPaymentProvider, type ProviderData, type ProviderInput, type ProviderOutput, wholeAmount } from "@dreamshade/payment-kit"
import { MedusaError, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { WebhookActionResult } from "@medusajs/framework/types"
import { pickOwnFields, xafToEurCents } from "@dreamshade/contracts"
import { eurCentsOf, eurValue } from "../../lib/currency"
import { PayPalApiError, PayPalClient, approveLinkOf, captureOf, type PayPalCapture, type PayPalOptions } from "../../lib/paypal-client"
import { isPayPalTransaction, withStatus, type PayPalTransaction } from "../../lib/transaction"

export type PayPalProviderOptions = PayPalOptions & {
  /** The shop's public address: PayPal sends the shopper back to `/checkout/paypal/return` or `/cancel` there. */
  storefrontUrl: string
  shopName?: string
}

/** Error codes the storefront words in the shopper's language. */
export const PAYPAL_ERROR = {
  currency: "paypal_currency",
  unavailable: "paypal_unavailable",
  notCaptured: "paypal_not_captured",
} as const

/** Passed by `lib/confirm-payment.ts`: a capture confirmed after the order was placed is recorded by Medusa's capture workflow. */
export const DEFER_CAPTURE = "paypal_defer_capture"

/** The webhook events that can move a payment; the shop's PayPal webhook subscribes to these. */
export const HANDLED_EVENTS = ["CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.PENDING", "PAYMENT.CAPTURE.DECLINED"]

type WebhookEvent = { event_type?: string; resource_type?: string; resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } } }
function parseEvent(raw: string): WebhookEvent | null {
  try {
    const event = JSON.parse(raw) as unknown
    return event && typeof event === "object" ? (event as WebhookEvent) : null
  } catch {
    return null
  }
}

/** A Medusa order id, the only thing of the request that goes into PayPal's return address. */
const SHOP_ORDER_ID = /^order_[0-9A-Z]{10,40}$/
const asData = (transaction: PayPalTransaction) => transaction as unknown as ProviderData

/** Every field a PayPal transaction has (lib/transaction.ts), and nothing else. */
const TRANSACTION_FIELDS = [
  "gateway", "session_id", "order_id", "approve_url", "status", "reason", "amount_xaf", "amount_eur", "currency",
  "attempt", "capture_id", "captured_amount", "captured_currency", "created_at", "captured_at", "history", "refunds", "shop_order_id",
] as const satisfies readonly (keyof PayPalTransaction)[]

/** The transaction the provider wrote, without what else the session's data holds. */
const ownTransaction = (data: PayPalTransaction) => pickOwnFields(data, TRANSACTION_FIELDS)
const notPayPal = () => new MedusaError(MedusaError.Types.INVALID_DATA, "Not a PayPal payment.")

/**
 * PayPal (Orders v2), charged in euros at the XAF peg. Creating the session creates the PayPal
 * order; the shopper approves on PayPal; completing the cart (the storefront's return page, or
 * a verified webhook) authorizes the session, which captures: a capture COMPLETED for the amount
 * and currency asked is the payment, captured at once; PENDING leaves the order awaiting (the
 * webhook or the job confirms it); a declined instrument sends the shopper back to approve; any
 * other amount is held for staff and nothing is marked paid.
 */
export class PayPalProviderService extends OwnDataPaymentProvider<PayPalProviderOptions> {
  static override identifier = "paypal"
  private readonly client: PayPalClient

  constructor(cradle: Record<string, unknown>, config: PayPalProviderOptions) {
    super(cradle, config)
    this.client = new PayPalClient(config)
  }

  protected own(data: ProviderData | undefined): ProviderData {
    return isPayPalTransaction(data) ? asData(ownTransaction(data)) : (data ?? {})
  }

  static override validateOptions(options: Record<string, unknown>) {
    for (const key of ["baseUrl", "clientId", "clientSecret", "webhookId", "storefrontUrl"]) {
      if (!options[key]) throw new MedusaError(MedusaError.Types.INVALID_DATA, `PayPal needs the option ${key}.`)
    }
  }

  async initiatePayment({ amount, currency_code, data, context }: ProviderInput<"initiatePayment">): Promise<ProviderOutput<"initiatePayment">> {
    if (currency_code.toLowerCase() !== "xaf") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "PayPal is offered for carts in XAF, charged in euros.", PAYPAL_ERROR.currency)
    }
    const input = (data ?? {}) as { session_id?: unknown; locale?: unknown; shop_order_id?: unknown }
    const sessionId = String(context?.idempotency_key ?? input.session_id ?? "")
    const locale = input.locale === "en" ? "en-US" : "fr-FR"
    const shopOrderId = typeof input.shop_order_id === "string" && SHOP_ORDER_ID.test(input.shop_order_id) ? input.shop_order_id : null
    const transaction = await this.newOrder(sessionId, wholeAmount(amount), locale, shopOrderId)
    return { id: transaction.order_id, data: asData(transaction), status: PaymentSessionStatus.PENDING }
  }

  private async newOrder(sessionId: string, xaf: number, locale: string, shopOrderId: string | null): Promise<PayPalTransaction> {
    const cents = xafToEurCents(xaf)
    if (cents < 1) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The amount is too small for PayPal.", PAYPAL_ERROR.currency)
    const shopName = this.config.shopName ?? "DreamShade"
    const storefront = this.config.storefrontUrl.replace(/\/$/, "")
    // Checkout's pages, or those of the order being paid again, told which attempt (docs/decisions/025).
    const back = shopOrderId ? `${storefront}/dashboard/orders/${shopOrderId}/paypal` : `${storefront}/checkout/paypal`
    const session = shopOrderId ? `?session=${encodeURIComponent(sessionId)}` : ""
    const order = await this.client.createOrder({
      // The same session and amount give back the same PayPal order (a retry after a lost answer).
      requestId: `ds-create-${sessionId}-${cents}`,
      customId: sessionId,
      amountEur: eurValue(cents),
      description: `${shopName} (${xaf} XAF)`,
      returnUrl: `${back}/return${session}`,
      cancelUrl: `${back}/cancel${session}`,
      brandName: shopName,
      locale,
    })
    const approveUrl = approveLinkOf(order)
    if (!approveUrl) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `PayPal order ${order.id} has no approval link.`, PAYPAL_ERROR.unavailable)
    const now = new Date().toISOString()
    return {
      gateway: "paypal",
      session_id: sessionId,
      order_id: order.id,
      approve_url: approveUrl,
      status: "created",
      reason: null,
      amount_xaf: String(xaf),
      amount_eur: eurValue(cents),
      currency: "EUR",
      attempt: 0,
      capture_id: null,
      captured_amount: null,
      captured_currency: null,
      created_at: now,
      captured_at: null,
      history: [{ at: now, status: "created", reason: null }],
      refunds: [],
      shop_order_id: shopOrderId,
    }
  }

  /**
   * Captures the approved order, or asks how an earlier capture stands. The capture request id
   * changes only when the shopper is sent back to approve, so two completions racing (the return
   * page and a webhook) capture once.
   */
  async authorizePayment({ data, context }: ProviderInput<"authorizePayment">): Promise<ProviderOutput<"authorizePayment">> {
    if (!isPayPalTransaction(data)) throw notPayPal()
    const transaction = ownTransaction(data)
    const deferCapture = Boolean((context as Record<string, unknown> | undefined)?.[DEFER_CAPTURE])
    try {
      const order = transaction.capture_id
        ? await this.client.getOrder(transaction.order_id)
        : await this.client.captureOrder(transaction.order_id, `ds-capture-${transaction.order_id}-${transaction.attempt}`)
      if (!order) return { status: PaymentSessionStatus.ERROR, data: asData(withStatus(transaction, "failed", "NOT_FOUND")) }
      return this.fromCapture(transaction, captureOf(order), deferCapture)
    } catch (error) {
      if (!(error instanceof PayPalApiError)) throw error
      if (error.issue === "INSTRUMENT_DECLINED") return this.backToApproval(transaction, "INSTRUMENT_DECLINED")
      if (error.issue === "ORDER_NOT_APPROVED" || error.issue === "PAYER_ACTION_REQUIRED") {
        return { status: PaymentSessionStatus.REQUIRES_MORE, data: asData(transaction) }
      }
      if (error.issue === "ORDER_ALREADY_CAPTURED") {
        const order = await this.client.getOrder(transaction.order_id)
        return this.fromCapture(transaction, order ? captureOf(order) : null, deferCapture)
      }
      if (error.status === 404 || error.status === 422) {
        // Expired, voided or unknown order: this session cannot be paid; the shopper starts again.
        return { status: PaymentSessionStatus.ERROR, data: asData(withStatus(transaction, "failed", error.issue ?? String(error.status))) }
      }
      throw error
    }
  }

  private backToApproval(transaction: PayPalTransaction, reason: string): ProviderOutput<"authorizePayment"> {
    const declined = withStatus({ ...transaction, attempt: transaction.attempt + 1, capture_id: null }, "declined", reason)
    return { status: PaymentSessionStatus.REQUIRES_MORE, data: asData(declined) }
  }

  private fromCapture(transaction: PayPalTransaction, capture: PayPalCapture | null, deferCapture: boolean): ProviderOutput<"authorizePayment"> {
    if (!capture) return { status: PaymentSessionStatus.ERROR, data: asData(withStatus(transaction, "failed", "NO_CAPTURE")) }
    const status = capture.status.toUpperCase()
    if (status === "DECLINED" || status === "FAILED") return this.backToApproval(transaction, capture.status_details?.reason ?? status)
    const captured: PayPalTransaction = {
      ...transaction,
      capture_id: capture.id,
      captured_amount: capture.amount?.value ?? null,
      captured_currency: capture.amount?.currency_code ?? null,
    }
    const same =
      capture.amount !== null &&
      capture.amount !== undefined &&
      capture.amount.currency_code.toUpperCase() === "EUR" &&
      eurCentsOf(capture.amount.value) === eurCentsOf(transaction.amount_eur)
    if (!same) return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: asData(withStatus(captured, "held", "AMOUNT_MISMATCH")) }
    if (status === "PENDING") {
      return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: asData(withStatus(captured, "pending", capture.status_details?.reason ?? null)) }
    }
    if (["COMPLETED", "PARTIALLY_REFUNDED", "REFUNDED"].includes(status)) {
      const paid = withStatus({ ...captured, captured_at: capture.create_time ?? new Date().toISOString() }, "completed")
      // At checkout the money is recorded with the payment; later, Medusa's capture workflow records it.
      return { status: deferCapture ? PaymentSessionStatus.AUTHORIZED : PaymentSessionStatus.CAPTURED, data: asData(paid) }
    }
    return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: asData(captured) }
  }

  /** PayPal took the money when the session was authorized: capturing records it, nothing more. */
  async capturePayment({ data }: ProviderInput<"capturePayment">): Promise<ProviderOutput<"capturePayment">> {
    if (!isPayPalTransaction(data)) throw notPayPal()
    if (data.status !== "completed") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "PayPal has not confirmed this payment's money.", PAYPAL_ERROR.notCaptured)
    }
    return { data: asData(ownTransaction(data)) }
  }

  /**
   * Pays back through PayPal, in euros. The last refund takes what is left of the capture to the
   * cent, so rounding never leaves a cent behind nor refunds one too many.
   */
  async refundPayment({ data, amount }: ProviderInput<"refundPayment">): Promise<ProviderOutput<"refundPayment">> {
    if (!isPayPalTransaction(data)) throw notPayPal()
    if (!data.capture_id || data.status !== "completed") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This PayPal payment was not captured.", PAYPAL_ERROR.notCaptured)
    }
    const xaf = wholeAmount(amount)
    const refundedXaf = data.refunds.reduce((sum, refund) => sum + Number(refund.amount_xaf), 0)
    const refundedCents = data.refunds.reduce((sum, refund) => sum + (eurCentsOf(refund.amount_eur) ?? 0), 0)
    const capturedCents = eurCentsOf(data.captured_amount ?? data.amount_eur) ?? 0
    const cents = refundedXaf + xaf >= Number(data.amount_xaf) ? capturedCents - refundedCents : Math.min(xafToEurCents(xaf), capturedCents - refundedCents)
    if (cents < 1) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Nothing left to refund on this PayPal payment.")
    const refund = await this.client.refundCapture(data.capture_id, {
      requestId: `ds-refund-${data.capture_id}-${data.refunds.length}`,
      amountEur: eurValue(cents),
      note: `${this.config.shopName ?? "DreamShade"}: ${xaf} XAF`,
    })
    const entry = { id: refund.id, status: refund.status, amount_xaf: String(xaf), amount_eur: eurValue(cents), at: new Date().toISOString() }
    return { data: asData({ ...ownTransaction(data), refunds: [...data.refunds, entry] }) }
  }

  /** An order never captured simply expires at PayPal: cancelling records that the shop stopped waiting. */
  async cancelPayment({ data }: ProviderInput<"cancelPayment">): Promise<ProviderOutput<"cancelPayment">> {
    if (!isPayPalTransaction(data)) return { data }
    const transaction = ownTransaction(data)
    return { data: asData(transaction.status === "completed" ? transaction : withStatus(transaction, "canceled")) }
  }

  async getPaymentStatus({ data }: ProviderInput<"getPaymentStatus">): Promise<ProviderOutput<"getPaymentStatus">> {
    if (!isPayPalTransaction(data)) return { status: PaymentSessionStatus.PENDING, data }
    const transaction = ownTransaction(data)
    const own = asData(transaction)
    const order = await this.client.getOrder(transaction.order_id)
    if (!order) return { status: PaymentSessionStatus.ERROR, data: own }
    if (order.status === "APPROVED") return { status: PaymentSessionStatus.PENDING, data: own }
    if (order.status !== "COMPLETED") return { status: transaction.status === "declined" ? PaymentSessionStatus.REQUIRES_MORE : PaymentSessionStatus.PENDING, data: own }
    const { status, data: updated } = this.fromCapture(transaction, captureOf(order), true)
    return { status, data: updated }
  }

  /** The cart changed before PayPal took anything: a new PayPal order for the new amount (the old one expires unapproved). */
  async updatePayment({ data, amount, currency_code }: ProviderInput<"updatePayment">): Promise<ProviderOutput<"updatePayment">> {
    if (!isPayPalTransaction(data)) return { data }
    const transaction = ownTransaction(data)
    if (transaction.capture_id || !["created", "declined"].includes(transaction.status)) return { data: asData(transaction) }
    if (currency_code.toLowerCase() !== "xaf") throw new MedusaError(MedusaError.Types.INVALID_DATA, "PayPal is offered for carts in XAF.", PAYPAL_ERROR.currency)
    const xaf = wholeAmount(amount)
    if (String(xaf) === transaction.amount_xaf) return { data: asData(transaction) }
    return { data: asData(await this.newOrder(data.session_id, xaf, "fr-FR", data.shop_order_id ?? null)) }
  }

  /**
   * A webhook delivery, as Medusa hands it over (`/hooks/paypal` of this plugin, or Medusa's
   * `/hooks/payment/paypal_paypal`). PayPal is asked whether it sent it; the order it names is then
   * read from PayPal, never from the body. An approved or captured order answers `authorized` for
   * its session: authorizing it checks the capture and its amount again.
   */
  override async getWebhookActionAndData(payload: ProviderInput<"getWebhookActionAndData">): Promise<WebhookActionResult> {
    const raw = Buffer.isBuffer(payload.rawData) ? payload.rawData.toString("utf8") : typeof payload.rawData === "string" ? payload.rawData : ""
    const event = parseEvent(raw)
    // Only the events the shop acts on cost a call to PayPal: anything else is dropped unasked.
    if (!event || !HANDLED_EVENTS.includes(event.event_type ?? "")) return { action: PaymentActions.NOT_SUPPORTED }
    if (!(await this.client.verifyWebhook(payload.headers as Record<string, string>, raw))) return { action: PaymentActions.NOT_SUPPORTED }
    const orderId = event.resource_type === "checkout-order" ? event.resource?.id : event.resource?.supplementary_data?.related_ids?.order_id
    if (!orderId) return { action: PaymentActions.NOT_SUPPORTED }
    const order = await this.client.getOrder(orderId)
    const sessionId = order?.purchase_units?.[0]?.custom_id
    if (!order || !sessionId || !["APPROVED", "COMPLETED"].includes(order.status)) return { action: PaymentActions.NOT_SUPPORTED }
    const value = order.purchase_units?.[0]?.amount?.value ?? "0"
    return { action: PaymentActions.AUTHORIZED, data: { session_id: sessionId, amount: value } }
  }
}
