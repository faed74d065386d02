import type { IncomingMessage } from "node:http"
import { createRequire } from "node:module"
import { redactUrl } from "@dreamshade/contracts"

type LoggedRequest = IncomingMessage & { originalUrl?: string }
type Morgan = { token(name: string, value: (req: LoggedRequest) => string | undefined): unknown }

/**
 * The `morgan` Medusa's HTTP layer logs requests with (`@medusajs/framework/http`'s express
 * loader), resolved from there so it is the very instance that writes the log.
 */
function medusaMorgan(): Morgan {
  return createRequire(require.resolve("@medusajs/framework/http"))("morgan") as Morgan
}

let installed = false

/**
 * Medusa's access log writes each request's URL and Referer whole, in both of its formats (JSON
 * in production, a line in development), through morgan's `url` and `referrer` tokens. Redefined
 * here, they write what `redactUrl` keeps: the newsletter's confirmation and unsubscribe tokens,
 * and any other token, secret or code a URL carries, become `[redacted]`. Morgan reads its tokens
 * when it writes a line, so installing this any time before the first request is enough.
 */
export function installAccessLogRedaction(): void {
  if (installed) return
  installed = true
  const morgan = medusaMorgan()
  morgan.token("url", (req) => redactUrl(req.originalUrl || req.url || ""))
  morgan.token("referrer", (req) => {
    const referrer = req.headers.referer ?? req.headers.referrer
    const value = Array.isArray(referrer) ? referrer[0] : referrer
    return value === undefined ? undefined : redactUrl(value)
  })
}
