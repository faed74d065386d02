import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import { FAVOURITE_MODULE } from "../../../modules/favourite"
import type FavouriteModuleService from "../../../modules/favourite/service"

/** Adds the row; the unique index turns a duplicate (even a concurrent one) into a 409. */
export const createFavouriteStep = createStep(
  "create-favourite",
  async (input: { customer_id: string; product_id: string }, { container }) => {
    const favourites = container.resolve<FavouriteModuleService>(FAVOURITE_MODULE)
    let favourite: Awaited<ReturnType<FavouriteModuleService["addFavourite"]>>
    try {
      favourite = await favourites.addFavourite(input.customer_id, input.product_id)
    } catch {
      throw new ApiError("save_failed")
    }
    if (!favourite) throw new ApiError("already_added")
    return new StepResponse(favourite, favourite.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<FavouriteModuleService>(FAVOURITE_MODULE).deleteFavourites(id)
  }
)
