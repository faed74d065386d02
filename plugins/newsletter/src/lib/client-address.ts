/** The shopper's address: Medusa trusts one proxy hop (the storefront's X-Forwarded-For). */
export function clientAddress(req: { ip?: string; socket?: { remoteAddress?: string } }): string {
  return (req.ip ?? req.socket?.remoteAddress ?? "unknown").slice(0, 64)
}

/**
 * The host application checks the captcha and counts the client address (the shop's ALTCHA and
 * throttle, shared with the account forms) in a middleware on the subscribe route, then sets this
 * flag. Without it the route refuses: a missing guard can never open an unprotected mail sender.
 */
export const HUMAN_VERIFIED_FLAG = "newsletterHumanVerified"

export function isHumanVerified(res: { locals?: Record<string, unknown> }): boolean {
  return res.locals?.[HUMAN_VERIFIED_FLAG] === true
}
