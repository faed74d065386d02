import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import { isInChannel } from "../../../lib/catalogue/context"

export type ValidateFavouriteProductInput = { product_id: string; sales_channel_id: string }

/** Only a published product the shop sells (the request's sales channel) can be a favourite. */
export const validateFavouriteProductStep = createStep(
  "validate-favourite-product",
  async (input: ValidateFavouriteProductInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "sales_channels.id"],
      filters: { id: input.product_id, status: ProductStatus.PUBLISHED },
    })
    if (!isInChannel(data[0], input.sales_channel_id)) throw new ApiError("product_not_found")
    return new StepResponse(input.product_id)
  }
)
