/** The part of a subscriber the subscription rules look at. */
export interface SubscriberState {
  status: "pending" | "confirmed" | "unsubscribed"
  confirmation_sent_at: Date | string | null
  confirm_token_expires_at?: Date | string | null
}

export type SubscribeDecision = "create" | "send_again" | "already_subscribed" | "too_soon"

/**
 * What a subscription request for an address does: a new address is added; a confirmed one is
 * refused ("Email already subscribed to newsletter."); a pending or unsubscribed one gets a new
 * confirmation e-mail, but not twice within `resendIntervalMs` (a mail-bombing brake per address).
 */
export function decideSubscribe(existing: SubscriberState | null, now: Date, resendIntervalMs: number): SubscribeDecision {
  if (!existing) return "create"
  if (existing.status === "confirmed") return "already_subscribed"
  const sentAt = existing.confirmation_sent_at ? new Date(existing.confirmation_sent_at).getTime() : null
  if (sentAt !== null && now.getTime() - sentAt < resendIntervalMs) return "too_soon"
  return "send_again"
}

/** Seconds until the address may receive another confirmation e-mail. */
export function secondsUntilResend(existing: SubscriberState, now: Date, resendIntervalMs: number): number {
  const sentAt = existing.confirmation_sent_at ? new Date(existing.confirmation_sent_at).getTime() : now.getTime()
  return Math.max(1, Math.ceil((sentAt + resendIntervalMs - now.getTime()) / 1000))
}

/** A confirmation link works while the subscriber waits for it and before it expires. */
export function canConfirm(subscriber: SubscriberState, now: Date): boolean {
  if (subscriber.status !== "pending" || !subscriber.confirm_token_expires_at) return false
  return new Date(subscriber.confirm_token_expires_at).getTime() > now.getTime()
}
