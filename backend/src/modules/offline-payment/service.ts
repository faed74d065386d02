import crypto from "node:crypto"
import { AbstractPaymentProvider, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
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

export type OfflinePaymentMode = "bank_deposit" | "cash_at_shop"

/** The dates staff's actions leave on an offline payment. */
const OFFLINE_DATES = ["received_at", "refunded_at", "canceled_at"] as const
type OfflineDate = (typeof OFFLINE_DATES)[number]

/**
 * A payment paid outside the web: the shopper deposits money at the bank or brings cash to the
 * shop after ordering. Authorizing moves no money, so the order is saved unpaid; staff capture
 * the payment in the Medusa Admin ("mark the payment received") once the money has arrived, and
 * refunds are handed back by the same hand. No outside service, so no webhooks.
 */
abstract class OfflinePaymentProvider extends AbstractPaymentProvider {
  protected abstract readonly mode: OfflinePaymentMode

  // Public, as Medusa's provider loader constructs the class itself.
  constructor(cradle: Record<string, unknown>, options: Record<string, unknown> = {}) {
    super(cradle, options)
  }

  /**
   * What this provider writes, and only that: the mode and the dates staff recorded. Medusa hands
   * a provider the session's data, which holds whatever was sent when the session was made; none
   * of it is ever passed on as the provider's own (staff read payments by their data).
   */
  protected own(data: Record<string, unknown> | undefined, stamp: Partial<Record<OfflineDate, string>> = {}): Record<string, unknown> {
    const dates = Object.fromEntries(OFFLINE_DATES.flatMap((key) => (typeof data?.[key] === "string" ? [[key, data[key]]] : [])))
    return { mode: this.mode, ...dates, ...stamp }
  }

  async initiatePayment(_input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return { id: `offline_${crypto.randomUUID()}`, data: this.own(undefined), status: PaymentSessionStatus.PENDING }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: this.own(input.data) }
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: this.own(input.data, { received_at: new Date().toISOString() }) }
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return { data: this.own(input.data, { refunded_at: new Date().toISOString() }) }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: this.own(input.data, { canceled_at: new Date().toISOString() }) }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: this.own(input.data) }
  }

  /** Nothing happens elsewhere: the session's state is the one Medusa keeps. */
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: this.own(input.data) }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: this.own(input.data) }
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data: this.own(input.data) }
  }

  async getWebhookActionAndData(): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }
}

/** `pp_bank-deposit_offline`: the shopper pays into the shop's bank account. */
export class BankDepositProviderService extends OfflinePaymentProvider {
  static override identifier = "bank-deposit"
  protected override readonly mode = "bank_deposit" as const
}

/** `pp_cash-at-shop_offline`: the shopper pays cash at the shop in Douala. */
export class CashAtShopProviderService extends OfflinePaymentProvider {
  static override identifier = "cash-at-shop"
  protected override readonly mode = "cash_at_shop" as const
}
