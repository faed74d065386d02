import crypto from "node:crypto"
import { OwnDataPaymentProvider, type ProviderData, type ProviderInput, type ProviderOutput } from "@dreamshade/payment-kit"
import { PaymentSessionStatus } from "@medusajs/framework/utils"

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
abstract class OfflinePaymentProvider extends OwnDataPaymentProvider {
  protected abstract readonly mode: OfflinePaymentMode

  /**
   * What this provider writes, and only that: the mode and the dates staff recorded. Medusa hands
   * a provider the session's data, which holds whatever was sent when the session was made; none
   * of it is ever passed on as the provider's own (staff read payments by their data).
   */
  protected own(data: ProviderData | undefined, stamp: Partial<Record<OfflineDate, string>> = {}): ProviderData {
    const dates = Object.fromEntries(OFFLINE_DATES.flatMap((key) => (typeof data?.[key] === "string" ? [[key, data[key]]] : [])))
    return { mode: this.mode, ...dates, ...stamp }
  }

  async initiatePayment(_input: ProviderInput<"initiatePayment">): Promise<ProviderOutput<"initiatePayment">> {
    return { id: `offline_${crypto.randomUUID()}`, data: this.own(undefined), status: PaymentSessionStatus.PENDING }
  }

  async authorizePayment(input: ProviderInput<"authorizePayment">): Promise<ProviderOutput<"authorizePayment">> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: this.own(input.data) }
  }

  async capturePayment(input: ProviderInput<"capturePayment">): Promise<ProviderOutput<"capturePayment">> {
    return { data: this.own(input.data, { received_at: new Date().toISOString() }) }
  }

  async refundPayment(input: ProviderInput<"refundPayment">): Promise<ProviderOutput<"refundPayment">> {
    return { data: this.own(input.data, { refunded_at: new Date().toISOString() }) }
  }

  async cancelPayment(input: ProviderInput<"cancelPayment">): Promise<ProviderOutput<"cancelPayment">> {
    return { data: this.own(input.data, { canceled_at: new Date().toISOString() }) }
  }

  /** Nothing happens elsewhere: the session's state is the one Medusa keeps. */
  async getPaymentStatus(input: ProviderInput<"getPaymentStatus">): Promise<ProviderOutput<"getPaymentStatus">> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: this.own(input.data) }
  }

  async updatePayment(input: ProviderInput<"updatePayment">): Promise<ProviderOutput<"updatePayment">> {
    return { data: this.own(input.data) }
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
