import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"

/**
 * XAF has no decimals: amounts go to the operators as whole francs. Medusa hands amounts as
 * numbers, strings, BigNumbers or raw `{ value }` records.
 */
export function wholeAmount(amount: unknown): string {
  const value = MathBN.convert(amount as BigNumberInput).toNumber()
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${JSON.stringify(amount)}`)
  return String(Math.round(value))
}
