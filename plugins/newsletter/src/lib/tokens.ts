import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/** A fresh confirmation token (256 random bits) for one e-mail; only its hash is stored. */
export function newConfirmToken(): string {
  return randomBytes(32).toString("base64url")
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex")
}

/**
 * The unsubscribe token of a subscriber: an HMAC of its id. Nothing is stored, so the link in
 * every e-mail ever sent keeps working, and it cannot be made up without the secret.
 */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${subscriberId}`).digest("base64url")
}

export function isValidUnsubscribeToken(secret: string, subscriberId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, subscriberId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
