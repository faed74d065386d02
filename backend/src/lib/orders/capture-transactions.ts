/** A payment as an authorization answers it: its currency and the captures made at once. */
export type AuthorizedPayment = { currency_code: string; captures?: { id: string; amount: unknown }[] | null } | null | undefined

/**
 * The order transactions for the captures a provider made on authorization (PayPal, card with
 * `capture: true`, a quote paid at once): recorded on the order as Medusa's checkout records them.
 */
export function captureTransactions(orderId: string, payment: AuthorizedPayment) {
  return (payment?.captures ?? []).map((capture) => ({
    order_id: orderId,
    amount: capture.amount as number,
    currency_code: payment!.currency_code,
    reference_id: capture.id,
    reference: "capture",
  }))
}
