import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { rejectInactiveCustomer } from "../../../lib/accounts/account-state"
import { requireSignedInForFavourites } from "../../../lib/favourites/errors"
import { StoreAddFavourite, StoreListFavourites } from "./validators"

/**
 * Reads the customer token (a deactivated or deleted account answers 401 "session expired"),
 * then refuses an anonymous visitor with the spec's "Please login before adding to favorite".
 */
const signedInCustomer = [rejectInactiveCustomer(), requireSignedInForFavourites()]

export const storeFavouritesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/favourites*", middlewares: signedInCustomer },
  { matcher: "/store/favourites", method: ["GET"], middlewares: [validateAndTransformQuery(StoreListFavourites, {})] },
  { matcher: "/store/favourites", method: ["POST"], middlewares: [validateAndTransformBody(StoreAddFavourite)] },
]
