import type { CardStock } from "@dreamshade/contracts"

/** At or below this many units left, the shop says "only N left". */
export const LOW_STOCK_THRESHOLD = 5

export type StockStatus = "in_stock" | "low" | "out_of_stock"

/** What the product page and the cards say about stock (the contracts' `CardStock`). */
export type Stock = CardStock

export type StockVariant = { manage_inventory?: boolean | null; allow_backorder?: boolean | null }

/**
 * A variant's stock from its availability in the shop's sales channel (Medusa's
 * `getVariantAvailability`: for an inventory kit, the smallest floor(component stock / required)).
 * Stock Medusa does not manage, or that may be back-ordered, never runs out.
 */
export function stockOf(variant: StockVariant | undefined, availability: number | null | undefined): Stock {
  if (!variant) return { status: "out_of_stock" }
  if (!variant.manage_inventory || variant.allow_backorder) return { status: "in_stock" }
  const quantity = availability ?? 0
  if (quantity <= 0) return { status: "out_of_stock" }
  if (quantity <= LOW_STOCK_THRESHOLD) return { status: "low", quantity }
  return { status: "in_stock" }
}
