import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireSalesChannelId } from "../../../lib/catalogue/context"
import { listCustomerFavourites } from "../../../lib/favourites/favourite-list"
import { addFavouriteWorkflow } from "../../../workflows/favourites/workflows/add-favourite"
import type { StoreAddFavouriteType, StoreListFavouritesType } from "./validators"

type StoreRequest<Body, Query = unknown> = AuthenticatedMedusaRequest<Body, Query> & {
  publishable_key_context?: { sales_channel_ids?: string[] }
  locale?: string
}

/** The signed-in customer's favourites, newest first, with price and stock as sold now. */
export async function GET(req: StoreRequest<unknown, StoreListFavouritesType>, res: MedusaResponse) {
  const { limit, offset, region_id } = req.validatedQuery
  const { favourites, count } = await listCustomerFavourites(req.scope, {
    customerId: req.auth_context.actor_id,
    limit,
    offset,
    locale: req.locale,
    salesChannelIds: req.publishable_key_context?.sales_channel_ids,
    regionId: region_id,
  })
  res.json({ favourites, count, limit, offset })
}

/** Adds a product to the customer's favourites: 404 unknown product, 409 already there. */
export async function POST(req: StoreRequest<StoreAddFavouriteType>, res: MedusaResponse) {
  const { result } = await addFavouriteWorkflow(req.scope).run({
    input: {
      customer_id: req.auth_context.actor_id,
      product_id: req.validatedBody.product_id,
      sales_channel_id: requireSalesChannelId(req.publishable_key_context?.sales_channel_ids),
    },
  })
  res.status(201).json({ favourite: { id: result.id, product_id: result.product_id, created_at: result.created_at } })
}
