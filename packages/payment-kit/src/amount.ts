import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"

/**
 * An amount in whole units of a currency without decimals (XAF), as gateways are asked it.
 * Medusa hands amounts as numbers, strings, BigNumbers or raw `{ value }` records.
 */
export function wholeAmount(amount: unknown): number {
  const value = MathBN.convert(amount as BigNumberInput).toNumber()
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not an amount: ${JSON.stringify(amount)}`)
  return Math.round(value)
}
