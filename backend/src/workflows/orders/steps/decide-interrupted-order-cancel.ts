import type { LinkDefinition } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findInterruptedOrders, type InterruptedOrder } from "../../../lib/orders/interrupted-orders"

export type InterruptedOrderCancel = {
  cancel: boolean
  missing: InterruptedOrder["missing"]
  /** The cart and payment collection links to dismiss after the cancel. */
  release_links: LinkDefinition[]
  release_cart_ids: string[]
}

type OrderLinks = {
  payment_collections?: { id: string; payments?: { id: string }[] | null }[] | null
}

/**
 * Read under the order's and its cart's locks: whether the order is still half-made (a checkout
 * may have finished it, or another run cancelled it, while the locks were awaited) and what its
 * cancel writes. The cart is let go only for an order that got no payment: Medusa answers a
 * cart's linked order as the result of completing it, so while the link stays, the shopper asking
 * again would be shown the cancelled order instead of getting one; the cart's payment collection
 * is let go too (a collection belongs to one order). An order that got a payment keeps its cart:
 * its payment's story stays with it.
 */
export const decideInterruptedOrderCancelStep = createStep(
  "decide-interrupted-order-cancel",
  async (input: { order_id: string; now: string; grace_ms: number }, { container }): Promise<StepResponse<InterruptedOrderCancel>> => {
    const [interrupted] = await findInterruptedOrders(container, new Date(input.now), { orderIds: [input.order_id], graceMs: input.grace_ms })
    if (!interrupted) return new StepResponse({ cancel: false, missing: [], release_links: [], release_cart_ids: [] })
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const [{ data: links }, { data: orders }] = await Promise.all([
      query.graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: input.order_id } }),
      query.graph({
        entity: "order",
        fields: ["payment_collections.id", "payment_collections.payments.id"],
        filters: { id: input.order_id },
      }),
    ])
    const order = (orders as OrderLinks[])[0]
    const cartIds = (links as { cart_id: string }[]).map((link) => link.cart_id)
    const collections = order?.payment_collections ?? []
    const releasable = cartIds.length > 0 && !collections.some((collection) => collection.payments?.length)
    const releaseLinks: LinkDefinition[] = releasable
      ? [
          ...cartIds.map((cartId) => ({ [Modules.ORDER]: { order_id: input.order_id }, [Modules.CART]: { cart_id: cartId } })),
          ...collections.map((collection) => ({
            [Modules.ORDER]: { order_id: input.order_id },
            [Modules.PAYMENT]: { payment_collection_id: collection.id },
          })),
        ]
      : []
    return new StepResponse({
      cancel: true,
      missing: interrupted.missing,
      release_links: releaseLinks,
      release_cart_ids: releasable ? cartIds : [],
    })
  }
)
