import { NotchPayClient, type NotchPayChannel, type NotchPayOptions } from "../../lib/notchpay-client"
import type { OperatorGateway } from "../../lib/operator-gateway"
import type { MobileOperator } from "@dreamshade/contracts"

const CHANNELS: Record<MobileOperator, NotchPayChannel> = { mtn: "cm.mtn", orange: "cm.orange" }

/**
 * Notch Pay as one operator's gateway: the payment is created under our reference and pushed on
 * that operator's channel; the status and refunds go by the same reference. Without the private
 * key there is no refund (the provider then refuses clearly).
 */
export function notchpayGateway(options: NotchPayOptions, operator: MobileOperator): OperatorGateway {
  const client = new NotchPayClient(options)
  return {
    async push(transaction, { callbackUrl, shopName }) {
      await client.push({
        reference: transaction.reference,
        amount: transaction.amount,
        currency: transaction.currency,
        phone: transaction.phone,
        channel: CHANNELS[operator],
        description: shopName,
        // Notch Pay's `callback` is where it sends the payer back: our session's hook, which only asks the status.
        callbackUrl,
      })
      return { operatorReference: transaction.reference }
    },
    status: (transaction) => client.status(transaction.operator_reference ?? transaction.reference),
    ...(client.hasRefund
      ? {
          refund: (transaction, amount, shopName) =>
            client.refund({ reference: transaction.operator_reference ?? transaction.reference, amount, reason: `${shopName} refund` }),
        }
      : {}),
  }
}
