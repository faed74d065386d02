/**
 * How amounts are written for people, the same on the pages, in e-mails and on invoices.
 * XAF has no minor unit: amounts are whole francs.
 * - French: `12 500 FCFA`, groups separated by U+202F (narrow no-break space, the French rule and
 *   what Intl gives for fr-FR, whatever space the runtime's ICU uses); U+00A0 before the unit so
 *   a price never wraps.
 * - English: `XAF 12,500`, U+00A0 after the code.
 */
export type Language = "fr" | "en"

export const GROUP_SEPARATOR_FR = "\u202F"
export const UNIT_SEPARATOR = "\u00A0"

/**
 * Whole francs with their thousands grouped, written by hand rather than with Intl.NumberFormat:
 * the first formatter a browser builds costs its main thread 15–40 ms (measured during the
 * storefront's hydration, docs/decisions/030), for a rule this simple.
 */
function groupThousands(whole: number, separator: string): string {
  const grouped = Math.abs(whole).toFixed(0).replace(/\B(?=(\d{3})+$)/g, separator)
  return whole < 0 ? `-${grouped}` : grouped
}

export function formatXaf(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) throw new Error(`formatXaf: not a finite amount: ${amount}`)
  const whole = Math.round(amount)
  if (language === "fr") return `${groupThousands(whole, GROUP_SEPARATOR_FR)}${UNIT_SEPARATOR}FCFA`
  return `XAF${UNIT_SEPARATOR}${groupThousands(whole, ",")}`
}

/** The franc CFA (XAF) is pegged to the euro: 1 EUR = 655.957 XAF, fixed by treaty. */
export const XAF_PER_EUR = 655.957
/** The peg as a fraction, to stay in whole numbers: 655 957 XAF = 1 000 EUR. */
const XAF_THOUSANDTHS_PER_EUR = 655_957n

/**
 * The euro amount of a whole XAF amount at the peg, in whole cents, rounded to the nearest cent
 * (never exactly half: the peg's numerator is odd). PayPal takes no XAF: what the shopper is
 * shown, what PayPal is asked and what its capture is compared with all come from here.
 * 7 500 XAF → 1 143 cents (11.43 EUR).
 */
export function xafToEurCents(amountXaf: number): number {
  if (!Number.isSafeInteger(amountXaf) || amountXaf < 0) throw new Error(`xafToEurCents: not a whole, positive XAF amount: ${amountXaf}`)
  // cents = xaf × 100 / 655.957 = xaf × 100 000 / 655 957, to the nearest cent.
  const numerator = BigInt(amountXaf) * 100_000n
  return Number((numerator * 2n + XAF_THOUSANDTHS_PER_EUR) / (XAF_THOUSANDTHS_PER_EUR * 2n))
}

/** `11,43 €` in French, `€11.43` in English, from whole cents. */
export function formatEurCents(cents: number, language: Language): string {
  const format = new Intl.NumberFormat(language === "fr" ? "fr-FR" : "en-GB", { style: "currency", currency: "EUR" })
  return format.format(cents / 100).replace(/[\s\u202F\u00A0]/g, (space) => (language === "fr" ? "\u00A0" : space))
}
