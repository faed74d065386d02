import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import type { StoreAddCartLineItemType } from "@medusajs/medusa/api/store/carts/validators"
import { leanAddToCartWorkflowId } from "../../../../../workflows/carts/workflows/lean-add-to-cart"

/**
 * Medusa's add to cart route, same body, query and answer, running the lean add to cart, which
 * hands any cart it does not fit to Medusa's own workflow (docs/decisions/045).
 */
export const POST = async (req: MedusaRequest<StoreAddCartLineItemType>, res: MedusaResponse) => {
  const cartId = req.params.id!
  // Medusa's validator lets `additional_data` through for its hooks; the lean add passes it on too.
  const { additional_data } = req.validatedBody as { additional_data?: Record<string, unknown> }
  // Through the workflow engine by id, as Medusa's own route runs `addToCartWorkflow`.
  await req.scope.resolve(Modules.WORKFLOW_ENGINE).run(leanAddToCartWorkflowId, {
    input: {
      cart_id: cartId,
      items: [req.validatedBody],
      additional_data,
    },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: req.queryConfig.fields, filters: { id: cartId } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${cartId}' not found`)
  res.status(200).json({ cart: data[0] })
}
