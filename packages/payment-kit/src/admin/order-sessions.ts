/** A payment session as the Admin API answers it (`payment_collections.payment_sessions`). */
export type AdminPaymentSession = { id: string; provider_id?: string | null; data?: unknown }
export type OrderWithSessions = { payment_collections?: ({ payment_sessions?: AdminPaymentSession[] | null } | null)[] | null }

/** The order fields a payment widget reads. */
export const ORDER_SESSION_FIELDS = "id,payment_collections.payment_sessions.id,payment_collections.payment_sessions.provider_id,payment_collections.payment_sessions.data"

/** `pp_mtn-momo_mobile-money` → `mtn-momo`. */
export const providerIdentifierOf = (providerId: string | null | undefined) => /^pp_(.+)_[^_]+$/.exec(providerId ?? "")?.[1] ?? ""

/**
 * The order's payment sessions a provider of `identifiers` made, each with that identifier. A
 * session counts only by the provider that made it (its `provider_id`), never by the look of its
 * data: a shopper could once give another provider's session data shaped like a paid payment.
 */
export function sessionsMadeBy(order: OrderWithSessions, identifiers: readonly string[]): { session: AdminPaymentSession; identifier: string }[] {
  return (order.payment_collections ?? [])
    .flatMap((collection) => collection?.payment_sessions ?? [])
    .flatMap((session) => {
      const identifier = providerIdentifierOf(session.provider_id)
      return identifiers.includes(identifier) ? [{ session, identifier }] : []
    })
}
