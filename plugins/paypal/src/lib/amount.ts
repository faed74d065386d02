import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"

/** XAF has no decimals. Medusa hands amounts as numbers, strings, BigNumbers or raw `{ value }` records. */
export function wholeXaf(amount: unknown): number {
  const value = MathBN.convert(amount as BigNumberInput).toNumber()
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not an amount: ${JSON.stringify(amount)}`)
  return Math.round(value)
}
