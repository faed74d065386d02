import type { MailLocale } from "./locale"

/**
 * XAF amounts as the storefront writes them (storefront/app/lib/money.ts): `12 500 FCFA` in
 * French (narrow no-break space between groups), `XAF 12,500` in English. Whole francs only.
 */
export function formatXaf(amount: number, locale: MailLocale): string {
  const whole = Math.round(amount)
  if (locale === "fr") {
    const digits = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 }).format(whole).replace(/[\s\u202F\u00A0]/g, "\u202F")
    return `${digits}\u00A0FCFA`
  }
  return `XAF\u00A0${new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(whole)}`
}
