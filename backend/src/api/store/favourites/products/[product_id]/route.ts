import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { removeFavouriteWorkflow } from "../../../../../workflows/favourites/workflows/remove-favourite"

/** Removes a product from the customer's own favourites (product pages know the product, not the row). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await removeFavouriteWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, product_id: req.params.product_id },
  })
  res.json({ id: result.id, product_id: result.product_id, object: "favourite", deleted: true })
}
