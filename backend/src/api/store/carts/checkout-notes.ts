import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/** Checkout notes travel in the cart's `metadata.notes` and are copied to the order by Medusa. */
export const CHECKOUT_NOTES_MAX_LENGTH = 1000

function checkCheckoutNotes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const notes = (req.body as { metadata?: { notes?: unknown } } | undefined)?.metadata?.notes
  if (notes !== undefined && notes !== null && (typeof notes !== "string" || notes.length > CHECKOUT_NOTES_MAX_LENGTH)) {
    return next(
      new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `metadata.notes must be text of at most ${CHECKOUT_NOTES_MAX_LENGTH} characters`
      )
    )
  }
  next()
}

export const storeCartNotesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts", method: ["POST"], middlewares: [checkCheckoutNotes] },
  { matcher: "/store/carts/:id", method: ["POST"], middlewares: [checkCheckoutNotes] },
]
