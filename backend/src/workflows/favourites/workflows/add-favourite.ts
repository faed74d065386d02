import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createFavouriteStep } from "../steps/create-favourite"
import { validateFavouriteProductStep } from "../steps/validate-favourite-product"

export type AddFavouriteInput = { customer_id: string; product_id: string; sales_channel_id: string }

/** Adds a product the shop sells to the customer's favourites, once. */
export const addFavouriteWorkflow = createWorkflow("add-favourite", (input: AddFavouriteInput) => {
  validateFavouriteProductStep({ product_id: input.product_id, sales_channel_id: input.sales_channel_id })
  const favourite = createFavouriteStep({ customer_id: input.customer_id, product_id: input.product_id })
  return new WorkflowResponse(favourite)
})
