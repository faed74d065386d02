import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { requireSignedInForFavourites } from "../../../lib/favourites/signed-in"
import { StoreAddFavourite, StoreListFavourites } from "./validators"

/**
 * Refuses an anonymous visitor with the spec's "Please login before adding to favorite" (a token of
 * a deactivated account or an ended session already answered 401 on every store route).
 */
const signedInCustomer = [requireSignedInForFavourites()]

export const storeFavouritesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/favourites*", middlewares: signedInCustomer },
  { matcher: "/store/favourites", method: ["GET"], middlewares: [validateAndTransformQuery(StoreListFavourites, {})] },
  { matcher: "/store/favourites", method: ["POST"], middlewares: [validateAndTransformBody(StoreAddFavourite)] },
]
