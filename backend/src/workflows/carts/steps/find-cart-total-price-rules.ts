import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * The cart's totals in the pricing context Medusa's add to cart builds (`fieldsForPricingContext`
 * in core-flows). The pricing module matches a context key only against a price rule or a price
 * list rule with that attribute (keys inside a value are flattened to `item_total.…`).
 */
export const CART_TOTAL_ATTRIBUTES = ["item_total", "total"]

/**
 * Whether any price or price list has a rule on the cart's totals (an attribute starting with one
 * of them, the widest reading). With none, the price of a line is the same whether the pricing
 * context holds the totals or not. A read: nothing to compensate.
 */
export const findCartTotalPriceRulesStep = createStep("find-cart-total-price-rules", async (_input: undefined, { container }) => {
  const pricing = container.resolve(Modules.PRICING)
  const filters = { $or: CART_TOTAL_ATTRIBUTES.map((attribute) => ({ attribute: { $like: `${attribute}%` } })) }
  const [priceRules, priceListRules] = await Promise.all([
    pricing.listPriceRules(filters as never, { select: ["id"], take: 1 }),
    pricing.listPriceListRules(filters as never, { select: ["id"], take: 1 }),
  ])
  return new StepResponse(priceRules.length > 0 || priceListRules.length > 0)
})
