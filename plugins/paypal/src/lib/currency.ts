// No server-side imports here: the Admin widget reads this file.
/**
 * PayPal's way of writing euros. The conversion from XAF at the peg is the shared contracts'
 * `xafToEurCents` (packages/contracts), so the storefront shows the very number PayPal is asked.
 */
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
