import type { CartWorkflowDTO } from "@medusajs/framework/types"
import { CartWorkflowEvents, deduplicate, filterObjectByKeys, isDefined } from "@medusajs/framework/utils"
import { createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addToCartWorkflow,
  confirmVariantInventoryWorkflow,
  createLineItemsStep,
  emitEventStep,
  getLineItemActionsStep,
  getLineItemPricingQuantitiesStep,
  getTranslatedLineItemsStep,
  releaseLockStep,
  updateLineItemsStep,
  upsertTaxLinesWorkflow,
  useQueryGraphStep,
  validateCartStep,
  validateLineItemPricesStep,
} from "@medusajs/medusa/core-flows"
import { LEAN_ADD_DECISION_FIELDS, leanAddApplies } from "../lean-add"
import { CART_TOTAL_ATTRIBUTES, findCartTotalPriceRulesStep } from "../steps/find-cart-total-price-rules"
import {
  cartFieldsForPricingContext,
  getVariantsAndItemsWithPrices,
  productVariantsFields,
  requiredVariantFieldsForInventoryConfirmation,
} from "../medusa-cart-parts"

export type LeanAddToCartInput = {
  cart_id: string
  items: { variant_id: string; quantity: number; metadata?: Record<string, unknown> | null }[]
  additional_data?: Record<string, unknown>
}

export const leanAddToCartWorkflowId = "lean-add-to-cart"

/**
 * The cart as Medusa's add to cart reads it to price the lines (it is the pricing context), but
 * for its totals: asking them loads every line with its tax lines and adjustments and adds them up
 * on each add. Left out only while no price rule reads them (`lean-add.ts`).
 */
const PRICING_CART_FIELDS = ["completed_at", "locale", ...cartFieldsForPricingContext.filter((field) => !CART_TOTAL_ATTRIBUTES.includes(field))]
/** What the tax lines of the added lines depend on (Medusa's `upsertTaxLinesWorkflow` reads these). */
const TAX_CART_FIELDS = [
  "region.id",
  "region.automatic_taxes",
  "customer.email",
  "customer.metadata",
  "shipping_address.*",
]
const VARIANT_FIELDS = deduplicate([...productVariantsFields, ...requiredVariantFieldsForInventoryConfirmation])

/**
 * Medusa's `addToCartWorkflow` without the parts of its cart refresh that would find nothing to do
 * (`../lean-add.ts` says when), composed of Medusa's own steps, under the same cart lock: one read
 * of the cart, the lines priced, checked against stock and written as Medusa does, then the tax
 * lines of the added lines. Any other cart goes through Medusa's workflow, unchanged.
 */
export const leanAddToCartWorkflow = createWorkflow(
  { name: leanAddToCartWorkflowId, idempotent: false },
  (input: LeanAddToCartInput) => {
    acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 })
    const { data: cart } = useQueryGraphStep({
      entity: "cart",
      fields: deduplicate([...PRICING_CART_FIELDS, ...TAX_CART_FIELDS, ...LEAN_ADD_DECISION_FIELDS]),
      filters: { id: input.cart_id },
      options: { throwIfKeyNotFound: true, isList: false },
    }).config({ name: "get-cart" })
    const { data: automaticPromotions } = useQueryGraphStep({
      entity: "promotion",
      fields: ["id"],
      filters: { is_automatic: true },
      pagination: { take: 1 },
    }).config({ name: "find-automatic-promotion" })
    const cartTotalPriceRules = findCartTotalPriceRulesStep()
    const lean = transform({ cart, input, automaticPromotions, cartTotalPriceRules }, ({ cart, input, automaticPromotions, cartTotalPriceRules }) =>
      leanAddApplies(cart as any, input.items ?? [], automaticPromotions ?? [], cartTotalPriceRules)
    )

    when("stock-add-to-cart", { lean }, ({ lean }) => !lean).then(() => {
      addToCartWorkflow.runAsStep({ input })
    })

    when("lean-add-to-cart", { lean }, ({ lean }) => lean).then(() => {
      validateCartStep({ cart: cart as unknown as CartWorkflowDTO })
      const pricingCart = transform({ cart }, ({ cart }) => filterObjectByKeys(cart, PRICING_CART_FIELDS))
      const variantIds = transform({ input }, ({ input }) => input.items.map((item) => item.variant_id))
      // A variant already in the cart is priced for the quantity the merged line will hold.
      const pricingQuantities = getLineItemPricingQuantitiesStep({ id: input.cart_id, items: input.items })
      const itemsToPrice = transform({ input, pricingQuantities }, ({ input, pricingQuantities }) =>
        input.items.map((item, index) => ({ ...item, quantity: pricingQuantities[index] ?? item.quantity }))
      )
      const priced = getVariantsAndItemsWithPrices.runAsStep({
        input: { cart: pricingCart, items: itemsToPrice, variants: { id: variantIds, fields: VARIANT_FIELDS } },
      })
      const lineItems = transform({ priced, input }, ({ priced, input }) =>
        priced.lineItems.map((item: { data: Record<string, unknown> }, index: number) => ({
          ...item.data,
          quantity: input.items[index]?.quantity ?? item.data.quantity,
        }))
      )
      validateLineItemPricesStep({ items: lineItems })
      const { itemsToCreate = [], itemsToUpdate = [] } = getLineItemActionsStep({ id: input.cart_id, items: lineItems })
      const itemsToConfirm = transform({ itemsToCreate, itemsToUpdate }, ({ itemsToCreate, itemsToUpdate }) =>
        (itemsToUpdate as any[])
          .concat(itemsToCreate)
          .filter((item) => isDefined("data" in item ? item.data?.variant_id : item.variant_id))
      )
      confirmVariantInventoryWorkflow.runAsStep({
        input: {
          sales_channel_id: cart.sales_channel_id as string,
          variants: priced.variants,
          items: input.items,
          itemsToUpdate: itemsToConfirm,
        },
      })
      const variantsToCreate = transform({ itemsToCreate, priced }, ({ itemsToCreate, priced }) => {
        const byId = new Map((priced.variants ?? []).map((variant: { id: string }) => [variant.id, variant]))
        return (itemsToCreate ?? []).map((item) => item.variant_id && byId.get(item.variant_id)).filter(Boolean)
      })
      const translatedItems = getTranslatedLineItemsStep({
        items: itemsToCreate,
        variants: variantsToCreate as any,
        locale: cart.locale,
      })
      const [created, updated] = parallelize(
        createLineItemsStep({ id: input.cart_id, items: translatedItems }),
        updateLineItemsStep({ id: input.cart_id, items: itemsToUpdate })
      )
      const changedItems = transform({ created, updated }, ({ created = [], updated = [] }) =>
        (created as any[]).concat(updated)
      )
      upsertTaxLinesWorkflow.runAsStep({ input: { cart, items: changedItems, shipping_methods: [] } })
      emitEventStep({ eventName: CartWorkflowEvents.UPDATED, data: { id: input.cart_id } })
    })

    releaseLockStep({ key: input.cart_id })
    return new WorkflowResponse(lean)
  }
)
