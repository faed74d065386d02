import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { setShippingQuoteWorkflow } from "../../../../../workflows/shipping-quote/set-shipping-quote"
import type { AdminSetShippingQuoteType } from "./validators"

/** POST /admin/orders/:id/shipping-quote: staff record the international courier's cost. */
export const POST = async (req: AuthenticatedMedusaRequest<AdminSetShippingQuoteType>, res: MedusaResponse) => {
  await setShippingQuoteWorkflow(req.scope).run({
    input: { order_id: req.params.id!, amount: req.validatedBody.amount, actor_id: req.auth_context.actor_id },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "metadata"], filters: { id: req.params.id } })
  res.json({ order: { id: data[0].id, shipping_quote: data[0].metadata?.shipping_quote ?? null } })
}
