import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { removeFavouriteWorkflow } from "../../../../workflows/favourites/workflows/remove-favourite"

/** Removes one of the customer's own favourites; another customer's id is a 404 like a missing one. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await removeFavouriteWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, id: req.params.id },
  })
  res.json({ id: result.id, product_id: result.product_id, object: "favourite", deleted: true })
}
