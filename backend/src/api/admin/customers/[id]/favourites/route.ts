import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listFavouritesForStaff } from "../../../../../lib/favourites/staff-favourite-list"
import type { AdminListCustomerFavouritesType } from "./validators"

/** A customer's favourites, for the widget on the Admin's customer page. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminListCustomerFavouritesType>, res: MedusaResponse) {
  const { limit, offset } = req.validatedQuery
  const { favourites, count } = await listFavouritesForStaff(req.scope, req.params.id, { limit, offset })
  res.json({ favourites, count, limit, offset })
}
