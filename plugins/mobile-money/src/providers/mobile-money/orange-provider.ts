import type { OperatorGateway } from "../../lib/operator-gateway"
import { OrangeClient } from "../../lib/orange-client"
import type { GatewayChoice } from "../../lib/transaction"
import { MobileMoneyProvider, type MobileMoneyOptions } from "./mobile-money-provider"
import { notchpayGateway } from "./notchpay-gateway"

/** Orange Money's push-to-phone API as the provider uses it; it has no refund. */
function orangeGateway(client: OrangeClient): OperatorGateway {
  return {
    async push(transaction, { callbackUrl, shopName }) {
      const payToken = await client.push({
        amount: transaction.amount,
        phone: transaction.phone,
        orderId: transaction.reference.replace(/-/g, "").slice(0, 20),
        description: shopName,
        notifUrl: callbackUrl,
      })
      return { operatorReference: payToken }
    },
    status: (transaction) => client.status(transaction.operator_reference ?? ""),
  }
}

/** `pp_orange-money_mobile-money`: approve on the phone, or dial #150*50#. */
export class OrangeMoneyProviderService extends MobileMoneyProvider {
  static override identifier = "orange-money"
  protected readonly operator = "orange" as const
  protected readonly gateways: Partial<Record<GatewayChoice, OperatorGateway>>

  constructor(cradle: Record<string, unknown>, config: MobileMoneyOptions = {}) {
    super(cradle, config)
    this.gateways = {
      ...(config.orange ? { operator: orangeGateway(new OrangeClient(config.orange)) } : {}),
      ...(config.notchpay ? { notchpay: notchpayGateway(config.notchpay, "orange") } : {}),
    }
  }
}
