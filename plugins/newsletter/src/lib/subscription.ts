/** The part of a subscriber the subscription rules look at. */
export interface SubscriberState {
  status: "pending" | "confirmed" | "unsubscribed"
  confirmation_sent_at: Date | string | null
  confirm_token_expires_at?: Date | string | null
}

export type SubscribeDecision = "create" | "send_again" | "notify_subscribed" | "too_soon"

/**
 * What a subscription request for an address does: a new address is added; a pending or
 * unsubscribed one gets a new confirmation e-mail; a confirmed one gets an e-mail saying it is
 * already subscribed. Whatever the case the requester is told the same ("check your inbox"), so
 * the form never tells whether an address is on the list. An address gets no more than one of
 * these e-mails within `resendIntervalMs` (a mail-bombing brake per address, `confirmation_sent_at`
 * being when the last one went).
 */
export function decideSubscribe(existing: SubscriberState | null, now: Date, resendIntervalMs: number): SubscribeDecision {
  if (!existing) return "create"
  const sentAt = existing.confirmation_sent_at ? new Date(existing.confirmation_sent_at).getTime() : null
  if (sentAt !== null && now.getTime() - sentAt < resendIntervalMs) return "too_soon"
  return existing.status === "confirmed" ? "notify_subscribed" : "send_again"
}

/** Seconds until the address may receive another subscription e-mail. */
export function secondsUntilResend(existing: SubscriberState, now: Date, resendIntervalMs: number): number {
  const sentAt = existing.confirmation_sent_at ? new Date(existing.confirmation_sent_at).getTime() : now.getTime()
  return Math.max(1, Math.ceil((sentAt + resendIntervalMs - now.getTime()) / 1000))
}

/** A confirmation link works while the subscriber waits for it and before it expires. */
export function canConfirm(subscriber: SubscriberState, now: Date): boolean {
  if (subscriber.status !== "pending" || !subscriber.confirm_token_expires_at) return false
  return new Date(subscriber.confirm_token_expires_at).getTime() > now.getTime()
}
