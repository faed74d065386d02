import { MedusaError } from "@medusajs/framework/utils"

/**
 * XAF amounts written for shoppers (e-mails, invoices), by the storefront's rules
 * (`storefront/app/lib/money.ts`): French `12 500 FCFA` (U+202F between groups, U+00A0 before the
 * unit), English `XAF 12,500` (U+00A0 after the code). Whole francs: XAF has no minor unit.
 */
export type ShopLanguage = "fr" | "en"

/**
 * The shop's language for a request's locale (Medusa reads `?locale=` or `x-medusa-locale` into
 * `req.locale`): French when none is given, a clear 400 for a language the shop does not speak.
 */
export function shopLanguage(locale: string | undefined): ShopLanguage {
  if (!locale) return "fr"
  const language = locale.slice(0, 2).toLowerCase()
  if (language === "fr" || language === "en") return language
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `locale must be fr or en, not ${locale}`)
}

const GROUP_SEPARATOR_FR = "\u202F"
const UNIT_SEPARATOR = "\u00A0"
const formats: Record<ShopLanguage, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0, useGrouping: true }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, useGrouping: true }),
}

export function formatXaf(amount: number, language: ShopLanguage): string {
  if (!Number.isFinite(amount)) throw new Error(`formatXaf: not a finite amount: ${amount}`)
  const whole = Math.round(amount)
  if (language === "fr") {
    return `${formats.fr.format(whole).replace(/[\s\u202F\u00A0]/g, GROUP_SEPARATOR_FR)}${UNIT_SEPARATOR}FCFA`
  }
  return `XAF${UNIT_SEPARATOR}${formats.en.format(whole)}`
}
