import { type FavouriteErrorCode, FavouriteRecordId } from "@dreamshade/contracts";
import { z } from "zod";
import type { FlashMessage } from "~/lib/account/session.server";

/**
 * The favourites forms' fields and what the shopper is told afterwards. Pure, so the same rules
 * serve the route's action and the unit tests.
 */


/** `intent` tells the list's two forms apart (add from a product, remove after confirming). */
export const FavouriteFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: FavouriteRecordId, redirectTo: z.string().max(2000).optional() }),
  z.object({ intent: z.literal("remove"), favouriteId: FavouriteRecordId, page: z.coerce.number().int().min(1).max(1000).optional() }),
]);
export type FavouriteForm = z.infer<typeof FavouriteFormSchema>;

/** The flash message after adding: the spec's words for each refusal (§8). */
export function addOutcomeMessage(errorCode: FavouriteErrorCode | "unknown" | null): FlashMessage {
  switch (errorCode) {
    case null:
      return "favouriteAdded";
    case "already_added":
      return "favouriteAlreadyAdded";
    case "product_not_found":
      return "favouriteProductNotFound";
    case "save_failed":
      return "favouriteSaveFailed";
    default:
      return "favouriteAddFailed";
  }
}

/** After removing: done, or "The item was not removed" whatever went wrong. */
export function removeOutcomeMessage(errorCode: FavouriteErrorCode | "unknown" | null): FlashMessage {
  return errorCode === null ? "favouriteRemoved" : "favouriteRemoveFailed";
}
