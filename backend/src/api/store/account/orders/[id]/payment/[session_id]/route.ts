import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isRedirectProvider, ORDER_PAYMENT_ERROR } from "@dreamshade/contracts"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { requireCustomerOrder } from "../../../../../../../lib/orders/customer-orders"
import { checkoutCollections, ORDER_DETAIL_FIELDS } from "../../../../../../../lib/orders/order-view"

/**
 * One attempt to pay the shopper's own order on another page (PayPal, card), for that page: the
 * card form needs its payment intent's client secret, a PayPal attempt its approval address.
 * Anyone else's order, another order's session or a mode paid on the spot: 404.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const order = await requireCustomerOrder(req.scope, req.auth_context.actor_id, req.params.id, ORDER_DETAIL_FIELDS)
  const collectionIds = checkoutCollections(order).flatMap((collection) => (collection.id ? [collection.id] : []))
  const [session] = collectionIds.length
    ? await req.scope.resolve(Modules.PAYMENT).listPaymentSessions({ id: req.params.session_id, payment_collection_id: collectionIds })
    : []
  if (!session || !isRedirectProvider(session.provider_id)) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Payment session ${req.params.session_id} was not found`, ORDER_PAYMENT_ERROR.unknownSession)
  }
  res.json({ payment_session: { id: session.id, provider_id: session.provider_id, status: session.status, data: session.data } })
}
