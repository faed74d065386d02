// No server-side imports here: the Admin widget and the store route both read this file.
/**
 * PayPal has no XAF: the shop charges euros at the fixed CFA franc peg (1 EUR = 655.957 XAF),
 * rounded to the nearest cent (never exactly half: the peg's
 * numerator is odd). One function, so what the shopper is shown before paying, what
 * PayPal is asked and what its capture is compared with are the same number.
 */
export const XAF_PER_EUR = "655.957"
/** The peg as a fraction, to stay in whole numbers: 655 957 XAF = 1 000 EUR. */
const XAF_THOUSANDTHS_PER_EUR = 655_957n

/** 7 500 XAF → 1 143 euro cents (11.43 EUR). */
export function xafToEurCents(xaf: number): number {
  if (!Number.isSafeInteger(xaf) || xaf < 0) throw new Error(`Not a whole, positive XAF amount: ${xaf}`)
  // cents = xaf × 100 / 655.957 = xaf × 100 000 / 655 957, to the nearest cent.
  const numerator = BigInt(xaf) * 100_000n
  const cents = (numerator * 2n + XAF_THOUSANDTHS_PER_EUR) / (XAF_THOUSANDTHS_PER_EUR * 2n)
  return Number(cents)
}

/** 1143 → "11.43", as PayPal's `amount.value` wants it. */
export function eurValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not a cent amount: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`
}

/** PayPal's "11.43" (or "11.4", "11") → 1143; null when it is not an amount in euros. */
export function eurCentsOf(value: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"))
}
