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

/** The shopper's address: Medusa trusts one proxy hop (the storefront's X-Forwarded-For). */
export function clientAddress(req: { ip?: string; socket?: { remoteAddress?: string } }): string {
  return req.ip ?? req.socket?.remoteAddress ?? "unknown"
}
