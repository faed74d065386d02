import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteFavouriteStep, type DeleteFavouriteInput } from "../steps/delete-favourite"

/** Removes one of the customer's own favourites (by id or by product); 404 for anything else. */
export const removeFavouriteWorkflow = createWorkflow("remove-favourite", (input: DeleteFavouriteInput) => {
  return new WorkflowResponse(deleteFavouriteStep(input))
})
