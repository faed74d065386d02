/**
 * When the lean add to cart gives the same cart as Medusa's `addToCartWorkflow`: the parts of
 * Medusa's cart refresh it leaves out would each have found nothing to do.
 * - no shipping method: Medusa re-prices shipping methods only when the cart has some;
 * - no promotion code, no adjustment and no automatic promotion in the shop: recomputing
 *   promotions would apply none and remove none;
 * - no payment collection: Medusa updates the collection's amount only when there is one;
 * - only lines for a variant, at the variant's price (what the store route sends).
 * And it prices the lines without the cart's totals in the pricing context, which Medusa puts
 * there: the same prices while no price or price list has a rule on a total, since the pricing
 * module matches a context key only against a rule with that attribute.
 * Anything else goes through Medusa's own workflow.
 */
export type LeanAddCart = {
  shipping_methods?: { id: string }[] | null
  promotions?: ({ id: string } | null)[] | null
  items?: { adjustments?: { id: string }[] | null }[] | null
  payment_collection?: { id: string } | null
}

export type LeanAddItem = { variant_id?: string | null; unit_price?: unknown }

export function leanAddApplies(cart: LeanAddCart, items: LeanAddItem[], automaticPromotions: unknown[], cartTotalPriceRules: boolean): boolean {
  if (cartTotalPriceRules) return false
  if (cart.shipping_methods?.length) return false
  if (cart.promotions?.some(Boolean)) return false
  if (cart.items?.some((item) => item.adjustments?.length)) return false
  if (cart.payment_collection) return false
  if (automaticPromotions.length) return false
  return items.length > 0 && items.every((item) => Boolean(item.variant_id) && item.unit_price == null)
}

/** What the lean add reads about the cart to decide, beside what it needs to add the line. */
export const LEAN_ADD_DECISION_FIELDS = [
  "shipping_methods.id",
  "promotions.id",
  "items.adjustments.id",
  "payment_collection.id",
]
