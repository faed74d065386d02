import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import path from "node:path"

/**
 * Uploads are pictures only. A file served from the admin's origin must never run: even a picture
 * gets a policy that forbids every script, and any other type (SVG, HTML…) is not served (404).
 * The other answers get the defaults of lib/security/response-headers.ts.
 */
const UPLOAD_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  "Cross-Origin-Resource-Policy": "cross-origin",
}

export const SERVED_UPLOAD_EXTENSIONS = new Set([".webp", ".jpg", ".jpeg", ".png", ".gif", ".avif"])

function onlyInertPictures(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  // A wildcard mount leaves `req.path` empty: the file's name is in the original URL.
  const pathname = new URL(req.originalUrl, "http://uploads.invalid").pathname
  if (!SERVED_UPLOAD_EXTENSIONS.has(path.extname(pathname).toLowerCase())) {
    res.status(404).json({ type: "not_found", message: "Not found" })
    return
  }
  for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value)
  next()
}

export const uploadSecurityMiddlewares: MiddlewareRoute[] = [{ matcher: "/uploads*", middlewares: [onlyInertPictures] }]
