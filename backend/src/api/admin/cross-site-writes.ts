import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { readBackendEnv } from "../../lib/env"

/** Bodies a cross-site HTML form can send without a preflight; the admin speaks JSON (and multipart for uploads). */
const FORM_ONLY_TYPES = ["application/x-www-form-urlencoded", "text/plain"]

function allowedOrigins(): Set<string> {
  const env = readBackendEnv()
  const origins = env.ADMIN_CORS.split(",").map((origin) => origin.replace(/\/+$/, ""))
  return new Set([...origins, new URL(env.MEDUSA_BACKEND_URL).origin])
}

/**
 * A staff write must come from the admin itself. The session cookie is SameSite=Lax, and on top of
 * it: a write sent by another site's page (its `Origin` is not one of the admin's) is refused, and
 * so is a form-encoded body, which only a plain HTML form would send.
 */
export function refuseCrossSiteAdminWrites() {
  const origins = allowedOrigins()
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const origin = req.headers.origin
    if (origin && !origins.has(origin)) {
      res.status(403).json({ type: "not_allowed", message: "Cross-site request refused" })
      return
    }
    const type = String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase()
    if (FORM_ONLY_TYPES.includes(type)) {
      res.status(415).json({ type: "invalid_data", message: "Send JSON (application/json)" })
      return
    }
    next()
  }
}

export const adminCrossSiteMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin*", method: ["POST", "PUT", "PATCH", "DELETE"], middlewares: [refuseCrossSiteAdminWrites()] },
]
