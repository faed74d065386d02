import type { IncomingMessage } from "node:http"
import proxyaddr from "proxy-addr"
import { readBackendEnv, type BackendEnv } from "../env"
import { accountThrottle, type AccountThrottle } from "./throttle"

let env: BackendEnv | undefined

/** The environment as the account routes read it (checked once per process). */
export function accountsEnv(): BackendEnv {
  env ??= readBackendEnv()
  return env
}

export function accountsThrottle(): AccountThrottle {
  return accountThrottle(accountsEnv())
}

let trusted: ((address: string, hop: number) => boolean) | undefined

/**
 * The shopper's address, for throttles. Medusa's own `req.ip` believes one `X-Forwarded-For` hop
 * from anyone, so a client could choose its key; here only the peers in TRUSTED_PROXIES (the
 * storefront, the TLS proxy) may name the client.
 */
export function clientAddress(req: IncomingMessage): string {
  trusted ??= proxyaddr.compile(accountsEnv().TRUSTED_PROXIES.split(","))
  return proxyaddr(req, trusted) || "unknown"
}
