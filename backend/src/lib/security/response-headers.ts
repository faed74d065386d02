import { ServerResponse } from "node:http"

/** What every answer of the backend carries unless a route set its own: never framed or sniffed. */
export const DEFAULT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": "frame-ancestors 'none'",
}

let installed = false

/**
 * Adds the default headers to every response of this process and drops `X-Powered-By`. It hooks
 * the response itself because Medusa answers some requests (a refused admin token, CORS) before
 * any project middleware runs. Headers a route set stay as they are.
 */
export function installDefaultSecurityHeaders(): void {
  if (installed) return
  installed = true
  const writeHead = ServerResponse.prototype.writeHead
  ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      this.removeHeader("X-Powered-By")
      for (const [name, value] of Object.entries(DEFAULT_SECURITY_HEADERS)) {
        if (!this.hasHeader(name)) this.setHeader(name, value)
      }
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args)
  } as typeof writeHead
}
