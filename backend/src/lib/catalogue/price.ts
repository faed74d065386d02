import type { CardPrice } from "@dreamshade/contracts"

/** A variant's price as Medusa's pricing module calculates it (`variants.calculated_price`). */
export type CalculatedPrice = {
  calculated_amount?: number | null
  original_amount?: number | null
  currency_code?: string | null
  calculated_price?: { price_list_id?: string | null; price_list_type?: string | null } | null
}

/** What a product card shows (the contracts' `CardPrice`). */
export type ShopPrice = CardPrice

/** The product page also says when the sale ends. */
export type ProductPagePrice = ShopPrice & {
  /** ISO date; null without a sale or when the sale has no end. */
  ends_at: string | null
}

/** The id of the sale price list that lowers this price, if any. Other list types are not sales. */
export function salePriceListId(price: CalculatedPrice | null | undefined): string | null {
  const applied = price?.calculated_price
  if (!price || applied?.price_list_type !== "sale" || !applied.price_list_id) return null
  const { calculated_amount: amount, original_amount: original } = price
  return typeof amount === "number" && typeof original === "number" && original > amount ? applied.price_list_id : null
}

export function shopPriceOf(price: CalculatedPrice | null | undefined): ShopPrice | null {
  if (!price || typeof price.calculated_amount !== "number") return null
  return {
    amount: price.calculated_amount,
    original_amount: salePriceListId(price) ? price.original_amount ?? null : null,
    currency_code: price.currency_code ?? "xaf",
  }
}

export function productPagePriceOf(
  price: CalculatedPrice | null | undefined,
  saleEndsAt: Date | string | null | undefined
): ProductPagePrice | null {
  const shopPrice = shopPriceOf(price)
  if (!shopPrice) return null
  const ends = shopPrice.original_amount !== null && saleEndsAt ? new Date(saleEndsAt).toISOString() : null
  return { ...shopPrice, ends_at: ends }
}
