import { MedusaError } from "@medusajs/framework/utils"
import type { MailLocale } from "../mail/locale"

/**
 * The invoice's language from the request's locale (Medusa reads `?locale=` or `x-medusa-locale`
 * into `req.locale`): French when none is given, a clear 400 for a language the shop does not speak.
 */
export function invoiceLanguage(locale: string | undefined): MailLocale {
  if (!locale) return "fr"
  const language = locale.slice(0, 2).toLowerCase()
  if (language === "fr" || language === "en") return language
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `locale must be fr or en, not ${locale}`)
}
