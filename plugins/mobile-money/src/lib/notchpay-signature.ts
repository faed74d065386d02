import crypto from "node:crypto"

/**
 * Notch Pay signs each webhook: `x-notch-signature` is the hex HMAC-SHA256 of the raw body with
 * the webhook's hash key. Compared in constant time; a missing or malformed signature is false.
 */
export function isNotchPaySignatureValid(rawBody: Buffer | string, signature: unknown, secret: string): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/i.test(signature.trim()) || !secret) return false
  const expected = crypto.createHmac("sha256", secret).update(rawBody).digest()
  return crypto.timingSafeEqual(expected, Buffer.from(signature.trim(), "hex"))
}
