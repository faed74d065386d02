import { createRequire } from "node:module"
import path from "node:path"

/**
 * Parts of Medusa's add to cart that `@medusajs/medusa/core-flows` does not export: the pricing
 * sub-workflow and the field lists the stock workflow reads with. Taken from the installed
 * core-flows package itself (pinned with Medusa), so the lean add prices, builds and checks lines
 * with Medusa's own code; the property test (lean-add-to-cart.spec.ts) catches a drift.
 */
const coreFlowsDist = path.dirname(createRequire(require.resolve("@medusajs/medusa/core-flows")).resolve("@medusajs/core-flows"))
const part = (file: string) => require(path.join(coreFlowsDist, file))

export const { getVariantsAndItemsWithPrices } = part("cart/workflows/get-variants-and-items-with-prices.js")
export const { cartFieldsForPricingContext, productVariantsFields } = part("cart/utils/fields.js") as {
  cartFieldsForPricingContext: string[]
  productVariantsFields: string[]
}
export const { requiredVariantFieldsForInventoryConfirmation } = part("cart/utils/prepare-confirm-inventory-input.js") as {
  requiredVariantFieldsForInventoryConfirmation: string[]
}
