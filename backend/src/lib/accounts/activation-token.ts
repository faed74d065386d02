import { createHmac, randomUUID, timingSafeEqual } from "node:crypto"

/**
 * Activation links carry `<payload>.<signature>` (base64url): the customer, a unique id (spent on
 * use) and an expiry, signed with a key derived from JWT_SECRET so it cannot be forged.
 */
export type ActivationClaims = { customer_id: string; jti: string; exp: number }

function sign(secret: string, payload: string) {
  return createHmac("sha256", `${secret}:account-activation`).update(payload).digest("base64url")
}

export function createActivationToken(secret: string, customerId: string, ttlHours: number): string {
  const claims: ActivationClaims = {
    customer_id: customerId,
    jti: randomUUID(),
    exp: Math.floor(Date.now() / 1000) + ttlHours * 3600,
  }
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url")
  return `${payload}.${sign(secret, payload)}`
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function readActivationToken(secret: string, token: string): ActivationClaims | null {
  const [payload, signature, extra] = token.split(".")
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as ActivationClaims
    if (typeof claims.customer_id !== "string" || typeof claims.jti !== "string") return null
    if (typeof claims.exp !== "number" || claims.exp * 1000 <= Date.now()) return null
    return claims
  } catch {
    return null
  }
}
