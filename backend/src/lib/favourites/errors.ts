import { FAVOURITE_ERRORS, type FavouriteErrorCode } from "@dreamshade/contracts"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/** The favourites API's codes and messages are the contracts' (`FAVOURITE_ERRORS`); Medusa's error type for each. */
const MEDUSA_TYPE_BY_CODE: Record<FavouriteErrorCode, string> = {
  login_required: MedusaError.Types.UNAUTHORIZED,
  product_not_found: MedusaError.Types.NOT_FOUND,
  already_added: MedusaError.Types.DUPLICATE_ERROR,
  favourite_not_found: MedusaError.Types.NOT_FOUND,
  save_failed: MedusaError.Types.DB_ERROR,
}

/** A favourites rule was broken; `favouriteRoute` answers it as `{ code, message }`. */
export class FavouriteError extends MedusaError {
  constructor(readonly favouriteCode: FavouriteErrorCode) {
    super(MEDUSA_TYPE_BY_CODE[favouriteCode], FAVOURITE_ERRORS[favouriteCode].message)
  }
}

/** Workflows hand back a serialised copy of a step's error: its fields survive, its class does not. */
export function favouriteCodeOf(error: unknown): FavouriteErrorCode | null {
  const code = (error as { favouriteCode?: unknown } | null)?.favouriteCode
  return typeof code === "string" && code in FAVOURITE_ERRORS ? (code as FavouriteErrorCode) : null
}

export function sendFavouriteError(res: MedusaResponse, code: FavouriteErrorCode) {
  const { status, message } = FAVOURITE_ERRORS[code]
  res.status(status).json({ code, message })
}

type Handler<Req> = (req: Req, res: MedusaResponse) => Promise<void>

/** Wraps a route handler so that favourites errors answer in the contract's shape. */
export function favouriteRoute<Req>(handler: Handler<Req>): Handler<Req> {
  return async (req, res) => {
    try {
      await handler(req, res)
    } catch (error) {
      const code = favouriteCodeOf(error)
      if (code) return sendFavouriteError(res, code)
      throw error
    }
  }
}

/**
 * After the customer token was read (anonymous allowed), an anonymous caller gets the spec's
 * "Please login before adding to favorite" as a 401 with its code, not Medusa's bare "Unauthorized".
 */
export function requireSignedInForFavourites() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const customerId = (req as { auth_context?: { actor_id?: string } }).auth_context?.actor_id
    if (!customerId) return sendFavouriteError(res, "login_required")
    next()
  }
}
