import {
  authenticate,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * Medusa's `GET /store/orders/:id` answers anyone who holds an order's id with its addresses,
 * e-mail and phone. Here only the signed-in customer who placed it reads it; everyone else gets
 * the same 404 as for an id that does not exist, so ids cannot be probed.
 */
async function onlyTheOrdersOwner(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const customerId = (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context?.actor_id
  const notFound = () => next(new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${req.params.id} was not found`))
  if (!customerId) return notFound()
  try {
    const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["customer_id"],
      filters: { id: req.params.id },
    })
    if (data[0]?.customer_id !== customerId) return notFound()
    next()
  } catch (error) {
    next(error)
  }
}

export const storeOrderOwnerMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/orders/:id",
    method: ["GET"],
    middlewares: [authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true }), onlyTheOrdersOwner],
  },
]
