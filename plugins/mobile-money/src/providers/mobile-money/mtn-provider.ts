import { MtnClient } from "../../lib/mtn-client"
import type { OperatorGateway } from "../../lib/operator-gateway"
import type { GatewayChoice } from "../../lib/transaction"
import { MobileMoneyProvider, type MobileMoneyOptions } from "./mobile-money-provider"
import { notchpayGateway } from "./notchpay-gateway"

/** MTN MoMo's Collection API (and Disbursement for refunds) as the provider uses it. */
function mtnGateway(client: MtnClient): OperatorGateway {
  return {
    async push(transaction, { sessionId, callbackUrl, shopName }) {
      await client.requestToPay({
        reference: transaction.reference,
        amount: transaction.amount,
        currency: transaction.currency,
        phone: transaction.phone,
        externalId: sessionId || transaction.reference,
        message: shopName,
        callbackUrl,
      })
      return { operatorReference: transaction.reference }
    },
    status: (transaction) => client.paymentStatus(transaction.operator_reference ?? transaction.reference),
    refund: (transaction, amount, shopName) =>
      client.refund({
        referenceToRefund: transaction.operator_reference ?? transaction.reference,
        amount,
        currency: transaction.currency,
        externalId: transaction.reference,
        message: `${shopName} refund`,
      }),
  }
}

/** `pp_mtn-momo_mobile-money`: approve on the phone, or dial *126#. */
export class MtnMomoProviderService extends MobileMoneyProvider {
  static override identifier = "mtn-momo"
  protected readonly operator = "mtn" as const
  protected readonly gateways: Partial<Record<GatewayChoice, OperatorGateway>>

  constructor(cradle: Record<string, unknown>, config: MobileMoneyOptions = {}) {
    super(cradle, config)
    this.gateways = {
      ...(config.mtn ? { operator: mtnGateway(new MtnClient(config.mtn)) } : {}),
      ...(config.notchpay ? { notchpay: notchpayGateway(config.notchpay, "mtn") } : {}),
    }
  }
}
