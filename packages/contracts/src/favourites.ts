import { z } from "zod"

/** The favourites API (`/store/favourites`, docs/decisions/017-favourites.md). */

/**
 * A product or favourite id (`POST /store/favourites`' `product_id`, the storefront's forms):
 * Medusa's ids are short; the bound keeps junk out of the query.
 */
export const FavouriteRecordId = z.string().trim().min(1).max(64)

/**
 * The favourites API's stable error codes with their status. The storefront translates the code;
 * the English message is the spec's (§6, §8) for API users.
 */
export const FAVOURITE_ERRORS = {
  login_required: { status: 401, message: "Please login before adding to favorite" },
  product_not_found: { status: 404, message: "Product not found" },
  already_added: { status: 409, message: "Product already added to favorites" },
  favourite_not_found: { status: 404, message: "The item was not removed" },
  save_failed: { status: 500, message: "Error while saving favorites" },
} as const

export type FavouriteErrorCode = keyof typeof FAVOURITE_ERRORS
