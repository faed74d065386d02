import type { MobileMoneyTransaction } from "./transaction"

/** What an operator says of a payment, in the shop's words whatever the operator's. */
export type OperatorAnswer = { status: "PENDING" | "SUCCESSFUL" | "FAILED"; reason: string | null; amount: string | null; currency: string | null }

/**
 * One operator's API as the providers use it: send the push, ask where it stands, pay back.
 * `operatorReference` is what the operator follows the payment by (MTN: our UUID; Orange: its payToken).
 */
export interface OperatorGateway {
  push(transaction: MobileMoneyTransaction, input: { sessionId: string; callbackUrl?: string; shopName: string }): Promise<{ operatorReference: string }>
  status(transaction: MobileMoneyTransaction): Promise<OperatorAnswer | null>
  /** Answers the refund's reference; absent when the operator's API has no refund. */
  refund?(transaction: MobileMoneyTransaction, amount: string, shopName: string): Promise<string>
}
