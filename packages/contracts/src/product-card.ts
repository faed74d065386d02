import { z } from "zod"

/**
 * Product cards as the store API answers them: the backend's answers `satisfies` these types and
 * the storefront parses them with these schemas, so a drift fails the type check, not a page.
 * Every list's card is `ProductCard` (what any card shows) plus what that list adds.
 */

/** What a card's price says: what the shopper pays, and the regular price while a sale lowers it. */
export const CardPrice = z.object({
  /** Whole XAF. */
  amount: z.number(),
  /** The regular price while a sale price list lowers it, else null. */
  original_amount: z.number().nullable(),
  currency_code: z.string(),
})
export type CardPrice = z.infer<typeof CardPrice>

/** What the shop says about stock; `quantity` only when it is low (exact stock stays private). */
export const CardStock = z.discriminatedUnion("status", [
  z.object({ status: z.literal("in_stock") }),
  z.object({ status: z.literal("low"), quantity: z.number().int().positive() }),
  z.object({ status: z.literal("out_of_stock") }),
])
export type CardStock = z.infer<typeof CardStock>

/** A product's reviews in short; null where it has none yet. */
export const CardRating = z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() })
export type CardRating = z.infer<typeof CardRating>

const Named = z.object({ handle: z.string(), name: z.string() })

/** What every product card carries, whatever list it is in. */
export const ProductCard = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  /** 400px picture. */
  thumbnail: z.string().nullable(),
  /** Null when the product has no price in the region. */
  price: CardPrice.nullable(),
})
export type ProductCard = z.infer<typeof ProductCard>

/** A hit of the shop's search (`GET /storefront/catalogue/search`). */
export const SearchProductCard = ProductCard.extend({
  subtitle: z.string().nullable(),
  /** 800px picture. */
  image: z.string().nullable(),
  brand: Named.nullable(),
  category: Named.nullable(),
  in_stock: z.boolean(),
  rating: CardRating.nullable(),
  sold_count: z.number().nonnegative(),
  is_pack: z.boolean(),
})
export type SearchProductCard = z.infer<typeof SearchProductCard>

/** A product the running deal lowers (`GET /store/catalogue/deals`): always priced. */
export const DealProductCard = ProductCard.extend({
  subtitle: z.string().nullable(),
  images: z.array(z.object({ url: z.string() })),
  brand: z.object({ name: z.string() }).nullable(),
  price: CardPrice,
  in_stock: z.boolean(),
  rating: CardRating.nullable(),
})
export type DealProductCard = z.infer<typeof DealProductCard>

/** A product suggested beside another on its page (`GET /store/catalogue/products/:handle`). */
export const RelatedProductCard = ProductCard.extend({
  subtitle: z.string().nullable(),
  /** 800px picture (the first image), for dense screens. */
  image: z.string().nullable(),
  brand: z.object({ name: z.string() }).nullable(),
  stock: CardStock,
})
export type RelatedProductCard = z.infer<typeof RelatedProductCard>

/** A favourite's product (`GET /store/favourites`), with the variant the bag would hold. */
export const FavouriteProductCard = ProductCard.extend({
  variant_id: z.string().nullable(),
  stock: CardStock,
})
export type FavouriteProductCard = z.infer<typeof FavouriteProductCard>
