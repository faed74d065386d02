/** Where the host application puts the client's address as its trusted-proxy rules read it. */
export const CLIENT_ADDRESS_LOCAL = "clientAddress"

/**
 * The shopper's address for the consent record: the host's (which trusts only its configured
 * proxies), else the connection's own. Never a header the client could choose.
 */
export function clientAddress(
  req: { socket?: { remoteAddress?: string } },
  res: { locals?: Record<string, unknown> }
): string {
  const given = res.locals?.[CLIENT_ADDRESS_LOCAL]
  return (typeof given === "string" ? given : (req.socket?.remoteAddress ?? "unknown")).slice(0, 64)
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
