import crypto from "node:crypto"
import { AbstractPaymentProvider, MedusaError, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { MtnClient, type MtnOptions } from "../../lib/mtn-client"
import { DEFAULT_PREFIXES, normalizePhone, operatorOf, type Operator } from "../../lib/operators"
import { isTransaction, wholeAmount, withStatus, type MobileMoneyTransaction } from "../../lib/transaction"

export type MobileMoneyOptions = {
  mtn?: MtnOptions
  /** The backend's public address: the operators call back to `{callbackBaseUrl}/hooks/mobile-money/sessions/{id}`. */
  callbackBaseUrl?: string
  mtnPrefixes?: string[]
  orangePrefixes?: string[]
  shopName?: string
}

/** Error codes the storefront words in the shopper's language. */
export const MOBILE_MONEY_ERROR = {
  invalidPhone: "invalid_phone",
  wrongOperator: "wrong_operator",
  gatewayUnavailable: "gateway_unavailable",
} as const

/**
 * `pp_mtn-momo_mobile-money`: the shopper approves on their phone. Placing the order sends the
 * push and leaves the payment awaiting (Medusa's `pending_authorization`: the order exists, its
 * stock reserved); once MTN says SUCCESSFUL for the amount asked, the payment is authorized and
 * then captured (`lib/confirm-payment.ts`), reached by the callback (a hint: the status is asked)
 * or by the job that follows pending payments. Another amount or currency is held for staff.
 */
export class MtnMomoProviderService extends AbstractPaymentProvider<MobileMoneyOptions> {
  static override identifier = "mtn-momo"
  protected readonly operator: Operator = "mtn"
  private readonly client: MtnClient | null

  // Public, as Medusa's provider loader constructs the class itself; the base keeps `config`.
  constructor(cradle: Record<string, unknown>, config: MobileMoneyOptions = {}) {
    super(cradle, config)
    this.client = config.mtn ? new MtnClient(config.mtn) : null
  }

  static override validateOptions(options: Record<string, unknown>) {
    if (!(options as MobileMoneyOptions).mtn?.baseUrl) throw new Error("The MTN MoMo provider needs its `mtn` options (base URL and credentials).")
  }

  private mtn(): MtnClient {
    if (!this.client) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "MTN MoMo is not configured.", MOBILE_MONEY_ERROR.gatewayUnavailable)
    return this.client
  }

  async initiatePayment({ amount, currency_code, data }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const phone = normalizePhone(String((data as { phone?: unknown } | undefined)?.phone ?? ""))
    const prefixes = { mtn: this.config.mtnPrefixes ?? DEFAULT_PREFIXES.mtn, orange: this.config.orangePrefixes ?? DEFAULT_PREFIXES.orange }
    const operator = operatorOf(phone, prefixes)
    if (!/^2376\d{8}$/.test(phone)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "A Cameroonian mobile number is needed: 237 followed by 9 digits starting with 6.", MOBILE_MONEY_ERROR.invalidPhone)
    }
    if (operator !== this.operator) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Please enter a valid ${this.operator === "mtn" ? "MTN" : "Orange"} number starting with 237.`, MOBILE_MONEY_ERROR.wrongOperator)
    }
    const reference = crypto.randomUUID()
    const transaction: MobileMoneyTransaction = {
      gateway: this.operator,
      reference,
      phone,
      status: "created",
      reason: null,
      amount: wholeAmount(amount),
      currency: currency_code.toUpperCase(),
      confirmed_amount: null,
      requested_at: null,
      history: [],
      refunds: [],
    }
    return { id: reference, data: transaction as unknown as Record<string, unknown>, status: PaymentSessionStatus.PENDING }
  }

  /**
   * First call (checkout): sends the push and answers `pending_authorization`. Later calls (the
   * confirmation) ask MTN: SUCCESSFUL for the amount and currency asked is `authorized`; anything
   * else paid is held (`pending_authorization`, status `held`) and nothing is captured.
   */
  async authorizePayment({ data, context }: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    if (!isTransaction(data)) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Not a mobile-money payment.")
    let transaction: MobileMoneyTransaction = data
    if (!transaction.requested_at) {
      const sessionId = String(context?.idempotency_key ?? "")
      await this.mtn().requestToPay({
        reference: transaction.reference,
        amount: transaction.amount,
        currency: transaction.currency,
        phone: transaction.phone,
        externalId: sessionId || transaction.reference,
        message: `${this.config.shopName ?? "DreamShade"}`,
        callbackUrl: this.config.callbackBaseUrl && sessionId ? `${this.config.callbackBaseUrl}/hooks/mobile-money/sessions/${sessionId}` : undefined,
      })
      transaction = withStatus({ ...transaction, requested_at: new Date().toISOString() }, "pending")
      return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: transaction as unknown as Record<string, unknown> }
    }
    const answer = await this.mtn().paymentStatus(transaction.reference)
    if (answer?.status === "SUCCESSFUL") {
      const confirmed = { ...transaction, confirmed_amount: answer.amount }
      const same = wholeAmount(answer.amount) === transaction.amount && answer.currency?.toUpperCase() === transaction.currency
      if (!same) {
        return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: withStatus(confirmed, "held", "AMOUNT_MISMATCH") as unknown as Record<string, unknown> }
      }
      return { status: PaymentSessionStatus.AUTHORIZED, data: withStatus(confirmed, "successful") as unknown as Record<string, unknown> }
    }
    if (answer?.status === "FAILED") {
      transaction = withStatus(transaction, answer.reason === "EXPIRED" ? "expired" : "failed", answer.reason ?? "FAILED")
      return { status: PaymentSessionStatus.ERROR, data: transaction as unknown as Record<string, unknown> }
    }
    return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: transaction as unknown as Record<string, unknown> }
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    if (!isTransaction(data) || !data.requested_at) return { status: PaymentSessionStatus.PENDING, data }
    const answer = await this.mtn().paymentStatus(data.reference)
    if (!answer) return { status: PaymentSessionStatus.ERROR, data: withStatus(data, "failed", "NOT_FOUND") as unknown as Record<string, unknown> }
    if (answer.status === "SUCCESSFUL") {
      return { status: PaymentSessionStatus.AUTHORIZED, data: withStatus({ ...data, confirmed_amount: answer.amount }, "successful") as unknown as Record<string, unknown> }
    }
    if (answer.status === "FAILED") {
      const reason = answer.reason ?? "FAILED"
      return { status: PaymentSessionStatus.ERROR, data: withStatus(data, reason === "EXPIRED" ? "expired" : "failed", reason) as unknown as Record<string, unknown> }
    }
    return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data }
  }

  /** The money arrived when MTN said SUCCESSFUL: capturing records it, nothing more to ask. */
  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data }
  }

  /** Pays the shopper back through MTN's Disbursement product (the refund's charges are theirs, spec §9). */
  async refundPayment({ data, amount }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    if (!isTransaction(data)) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Not a mobile-money payment.")
    const refundAmount = wholeAmount(amount)
    const reference = await this.mtn().refund({
      referenceToRefund: data.reference,
      amount: refundAmount,
      currency: data.currency,
      externalId: data.reference,
      message: `${this.config.shopName ?? "DreamShade"} refund`,
    })
    const refunds = [...(data.refunds ?? []), { reference, amount: refundAmount, at: new Date().toISOString() }]
    return { data: { ...data, refunds } }
  }

  /** A push cannot be called back: cancelling only records that the shop no longer waits for it. */
  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: isTransaction(data) && data.status !== "successful" ? (withStatus(data, "failed", "CANCELLED") as unknown as Record<string, unknown>) : data }
  }

  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data }
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data }
  }

  /** Medusa refreshes sessions when the cart changes: the amount follows, the number stays. */
  async updatePayment({ data, amount, currency_code }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    if (!isTransaction(data) || data.requested_at) return { data }
    return { data: { ...data, amount: wholeAmount(amount), currency: currency_code.toUpperCase() } }
  }

  /** MTN's callback is unsigned: it reaches `/hooks/mobile-money/sessions/:id`, which asks the status itself. */
  async getWebhookActionAndData(): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }
}
