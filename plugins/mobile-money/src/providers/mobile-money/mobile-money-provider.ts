import crypto from "node:crypto"
import { OwnDataPaymentProvider, type ProviderData, type ProviderInput, type ProviderOutput, wholeAmount } from "@dreamshade/payment-kit"
import { MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { CAMEROON_MOBILE, MOBILE_MONEY_ERROR, normalizePhone, OPERATOR_PREFIXES, operatorOf, pickOwnFields, type MobileOperator } from "@dreamshade/contracts"
import type { MtnOptions } from "../../lib/mtn-client"
import type { NotchPayOptions } from "../../lib/notchpay-client"
import type { OperatorAnswer, OperatorGateway } from "../../lib/operator-gateway"
import type { OrangeOptions } from "../../lib/orange-client"
import { isTransaction, withStatus, type GatewayChoice, type MobileMoneyTransaction } from "../../lib/transaction"

export type MobileMoneyOptions = {
  mtn?: MtnOptions
  orange?: OrangeOptions
  notchpay?: NotchPayOptions
  /** Which gateway sends new MTN / Orange payments: the operator's own API (default) or Notch Pay. */
  mtnGateway?: GatewayChoice
  orangeGateway?: GatewayChoice
  /** The backend's public address: the operators call back to `{callbackBaseUrl}/hooks/mobile-money/sessions/{id}`. */
  callbackBaseUrl?: string
  mtnPrefixes?: string[]
  orangePrefixes?: string[]
  shopName?: string
}

const OPERATOR_NAMES: Record<MobileOperator, string> = { mtn: "MTN", orange: "Orange" }
const GATEWAY_NAMES: Record<MobileOperator | "notchpay", string> = { ...OPERATOR_NAMES, notchpay: "Notch Pay" }
const asData = (transaction: MobileMoneyTransaction) => transaction as unknown as ProviderData

/** Every field a transaction has (lib/transaction.ts), and nothing else. */
const TRANSACTION_FIELDS = [
  "gateway", "via", "reference", "operator_reference", "phone", "status", "reason",
  "amount", "currency", "confirmed_amount", "requested_at", "history", "refunds",
] as const satisfies readonly (keyof MobileMoneyTransaction)[]

/** The transaction the provider wrote, without what else the session's data holds. */
const ownTransaction = (data: MobileMoneyTransaction) => pickOwnFields(data, TRANSACTION_FIELDS)

/**
 * A payment approved on the shopper's phone. Placing the order sends the push and leaves the
 * payment awaiting (Medusa's `pending_authorization`: the order exists, its stock reserved); once
 * the operator says SUCCESSFUL for the amount asked, the payment is authorized and then captured
 * (`lib/confirm-payment.ts`), reached by the callback (a hint: the status is asked) or by the job
 * that follows pending payments. Another amount or currency is held for staff. Callbacks reach the
 * plugin's own routes (`/hooks/mobile-money/sessions/:id`, unsigned, and `/hooks/mobile-money/notchpay`,
 * signed), which ask the status themselves: Medusa's webhook action is not used.
 */
export abstract class MobileMoneyProvider extends OwnDataPaymentProvider<MobileMoneyOptions> {
  protected abstract readonly operator: MobileOperator
  /** The gateways this server has settings for: the operator's own API, Notch Pay, or both. */
  protected abstract readonly gateways: Partial<Record<GatewayChoice, OperatorGateway>>

  protected own(data: ProviderData | undefined): ProviderData {
    return isTransaction(data) ? asData(ownTransaction(data)) : (data ?? {})
  }

  /** The gateway new payments go through (MTN_GATEWAY / ORANGE_GATEWAY). */
  private get chosen(): GatewayChoice {
    return (this.operator === "mtn" ? this.config.mtnGateway : this.config.orangeGateway) ?? "operator"
  }

  /** A payment is followed through the gateway that sent it, even after the configuration changed. */
  private api(via: GatewayChoice = "operator"): OperatorGateway {
    const gateway = this.gateways[via]
    if (!gateway) {
      const name = via === "notchpay" ? GATEWAY_NAMES.notchpay : OPERATOR_NAMES[this.operator]
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `${name} is not configured.`, MOBILE_MONEY_ERROR.gatewayUnavailable)
    }
    return gateway
  }

  async initiatePayment({ amount, currency_code, data }: ProviderInput<"initiatePayment">): Promise<ProviderOutput<"initiatePayment">> {
    const phone = normalizePhone(String((data as { phone?: unknown } | undefined)?.phone ?? ""))
    const prefixes = { mtn: this.config.mtnPrefixes ?? OPERATOR_PREFIXES.mtn, orange: this.config.orangePrefixes ?? OPERATOR_PREFIXES.orange }
    if (!CAMEROON_MOBILE.test(phone)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "A Cameroonian mobile number is needed: 237 followed by 9 digits starting with 6.", MOBILE_MONEY_ERROR.invalidPhone)
    }
    if (operatorOf(phone, prefixes) !== this.operator) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Please enter a valid ${OPERATOR_NAMES[this.operator]} number starting with 237.`,
        MOBILE_MONEY_ERROR.wrongOperator
      )
    }
    const reference = crypto.randomUUID()
    const transaction: MobileMoneyTransaction = {
      gateway: this.operator,
      via: this.chosen,
      reference,
      operator_reference: null,
      phone,
      status: "created",
      reason: null,
      amount: String(wholeAmount(amount)),
      currency: currency_code.toUpperCase(),
      confirmed_amount: null,
      requested_at: null,
      history: [],
      refunds: [],
    }
    return { id: reference, data: asData(transaction), status: PaymentSessionStatus.PENDING }
  }

  /**
   * First call (checkout): sends the push and answers `pending_authorization`. Later calls (the
   * confirmation) ask the operator: SUCCESSFUL for the amount and currency asked is `authorized`;
   * anything else paid is held (`pending_authorization`, status `held`) and nothing is captured.
   */
  async authorizePayment({ data, context }: ProviderInput<"authorizePayment">): Promise<ProviderOutput<"authorizePayment">> {
    if (!isTransaction(data)) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Not a mobile-money payment.")
    const transaction = ownTransaction(data)
    if (!transaction.requested_at) {
      const sessionId = String(context?.idempotency_key ?? "")
      const callbackUrl = this.config.callbackBaseUrl && sessionId ? `${this.config.callbackBaseUrl}/hooks/mobile-money/sessions/${sessionId}` : undefined
      try {
        const { operatorReference } = await this.api(transaction.via).push(transaction, { sessionId, callbackUrl, shopName: this.config.shopName ?? "DreamShade" })
        const sent = withStatus({ ...transaction, operator_reference: operatorReference, requested_at: new Date().toISOString() }, "pending")
        return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: asData(sent) }
      } catch (error) {
        // The operator refused the push outright (Orange's 417): the order is not placed.
        return { status: PaymentSessionStatus.ERROR, data: asData(withStatus(transaction, "failed", (error as Error).message.slice(0, 200))) }
      }
    }
    return this.fromAnswer(transaction, await this.api(transaction.via).status(transaction))
  }

  async getPaymentStatus({ data }: ProviderInput<"getPaymentStatus">): Promise<ProviderOutput<"getPaymentStatus">> {
    if (!isTransaction(data)) return { status: PaymentSessionStatus.PENDING, data }
    const transaction = ownTransaction(data)
    if (!transaction.requested_at) return { status: PaymentSessionStatus.PENDING, data: asData(transaction) }
    return this.fromAnswer(transaction, await this.api(transaction.via).status(transaction))
  }

  private fromAnswer(transaction: MobileMoneyTransaction, answer: OperatorAnswer | null): ProviderOutput<"authorizePayment"> {
    if (!answer) return { status: PaymentSessionStatus.ERROR, data: asData(withStatus(transaction, "failed", "NOT_FOUND")) }
    if (answer.status === "SUCCESSFUL") {
      const confirmed = { ...transaction, confirmed_amount: answer.amount }
      const same = answer.amount !== null && String(wholeAmount(answer.amount)) === transaction.amount && answer.currency?.toUpperCase() === transaction.currency
      if (!same) return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: asData(withStatus(confirmed, "held", "AMOUNT_MISMATCH")) }
      return { status: PaymentSessionStatus.AUTHORIZED, data: asData(withStatus(confirmed, "successful")) }
    }
    if (answer.status === "FAILED") {
      const reason = answer.reason ?? "FAILED"
      return { status: PaymentSessionStatus.ERROR, data: asData(withStatus(transaction, reason === "EXPIRED" ? "expired" : "failed", reason)) }
    }
    return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: asData(transaction) }
  }

  /** The money arrived when the operator said SUCCESSFUL: capturing records it, nothing more to ask. */
  async capturePayment({ data }: ProviderInput<"capturePayment">): Promise<ProviderOutput<"capturePayment">> {
    return { data: this.own(data) }
  }

  /** Pays the shopper back through the operator (the refund's charges are theirs, spec §9). */
  async refundPayment({ data, amount }: ProviderInput<"refundPayment">): Promise<ProviderOutput<"refundPayment">> {
    if (!isTransaction(data)) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Not a mobile-money payment.")
    const gateway = this.api(data.via)
    if (!gateway.refund) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `${data.via === "notchpay" ? "Notch Pay (without NOTCHPAY_PRIVATE_KEY)" : `${OPERATOR_NAMES[this.operator]}'s API`} has no refund: pay the shopper back by hand, then record it.`,
        MOBILE_MONEY_ERROR.refundUnsupported
      )
    }
    const refundAmount = String(wholeAmount(amount))
    const transaction = ownTransaction(data)
    const reference = await gateway.refund(transaction, refundAmount, this.config.shopName ?? "DreamShade")
    return { data: asData({ ...transaction, refunds: [...(transaction.refunds ?? []), { reference, amount: refundAmount, at: new Date().toISOString() }] }) }
  }

  /** A push cannot be called back: cancelling only records that the shop no longer waits for it. */
  async cancelPayment({ data }: ProviderInput<"cancelPayment">): Promise<ProviderOutput<"cancelPayment">> {
    if (!isTransaction(data)) return { data }
    const transaction = ownTransaction(data)
    return { data: asData(transaction.status !== "successful" ? withStatus(transaction, "failed", "CANCELLED") : transaction) }
  }

  /** Medusa refreshes sessions when the cart changes: the amount follows, the number stays. */
  async updatePayment({ data, amount, currency_code }: ProviderInput<"updatePayment">): Promise<ProviderOutput<"updatePayment">> {
    if (!isTransaction(data)) return { data }
    const transaction = ownTransaction(data)
    if (transaction.requested_at) return { data: asData(transaction) }
    return { data: asData({ ...transaction, amount: String(wholeAmount(amount)), currency: currency_code.toUpperCase() }) }
  }
}
