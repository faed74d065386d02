import type { MedusaRequest } from "@medusajs/framework/http"
import type { AccountLocale } from "./validators"

/**
 * The language of a signed-in customer's request (the storefront sends `x-medusa-locale` on every
 * call), falling back to the account's own language.
 */
export function requestLocale(req: MedusaRequest, fallback: AccountLocale): AccountLocale {
  const header = String(req.headers["x-medusa-locale"] ?? "").toLowerCase()
  if (header.startsWith("en")) return "en"
  if (header.startsWith("fr")) return "fr"
  return fallback
}
