import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import { FAVOURITE_MODULE } from "../../../modules/favourite"
import type FavouriteModuleService from "../../../modules/favourite/service"

/** Which favourite to remove: by its id or by its product, always within the customer's own rows. */
export type DeleteFavouriteInput = { customer_id: string } & ({ id: string } | { product_id: string })

/**
 * Removes one of the customer's own favourites. The filter always includes the customer, so
 * another customer's id or product finds nothing and answers 404 without touching their row.
 */
export const deleteFavouriteStep = createStep(
  "delete-favourite",
  async (input: DeleteFavouriteInput, { container }) => {
    const favourites = container.resolve<FavouriteModuleService>(FAVOURITE_MODULE)
    const [favourite] = await favourites.listFavourites(input, { take: 1 })
    if (!favourite) throw new ApiError("favourite_not_found")
    await favourites.deleteFavourites(favourite.id)
    return new StepResponse(
      { id: favourite.id, product_id: favourite.product_id },
      { customer_id: favourite.customer_id, product_id: favourite.product_id }
    )
  },
  async (removed, { container }) => {
    if (removed) await container.resolve<FavouriteModuleService>(FAVOURITE_MODULE).addFavourite(removed.customer_id, removed.product_id)
  }
)
