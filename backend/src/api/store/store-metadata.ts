import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/** Checkout notes travel in the cart's `metadata.notes` and are copied to the order by Medusa. */
export const CHECKOUT_NOTES_MAX_LENGTH = 1000

type Metadata = Record<string, unknown>

/**
 * Medusa's store routes take any `metadata` a shopper sends, and a cart's metadata becomes the
 * order's: a shopper could plant keys the shop trusts (`shipping_quote`…). Each store write keeps
 * only the keys the shop itself sends there; the rest is dropped.
 */
const cartMetadata = (metadata: Metadata): Metadata => {
  const notes = metadata.notes
  if (notes !== undefined && notes !== null && (typeof notes !== "string" || notes.length > CHECKOUT_NOTES_MAX_LENGTH)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `metadata.notes must be text of at most ${CHECKOUT_NOTES_MAX_LENGTH} characters`)
  }
  return notes === undefined ? {} : { notes }
}

/** An address is a shipping or a billing one (storefront/app/lib/medusa/customer-addresses.server.ts). */
const addressMetadata = (metadata: Metadata): Metadata =>
  metadata.type === "shipping" || metadata.type === "billing" ? { type: metadata.type } : {}

const nothing = (): Metadata => ({})

function keepOnly(allowed: (metadata: Metadata) => Metadata) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      // Both the raw body and, when Medusa's validator ran first, the validated one.
      for (const body of [req.body, (req as { validatedBody?: unknown }).validatedBody]) {
        if (!body || typeof body !== "object") continue
        const holder = body as { metadata?: unknown }
        if (holder.metadata === undefined || holder.metadata === null) continue
        if (typeof holder.metadata !== "object" || Array.isArray(holder.metadata)) {
          throw new MedusaError(MedusaError.Types.INVALID_DATA, "metadata must be an object")
        }
        holder.metadata = allowed(holder.metadata as Metadata)
      }
      next()
    } catch (error) {
      next(error)
    }
  }
}

export const storeMetadataMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts", method: ["POST"], middlewares: [keepOnly(cartMetadata)] },
  { matcher: "/store/carts/:id", method: ["POST"], middlewares: [keepOnly(cartMetadata)] },
  { matcher: "/store/carts/:id/line-items", method: ["POST"], middlewares: [keepOnly(nothing)] },
  { matcher: "/store/carts/:id/line-items/:line_id", method: ["POST"], middlewares: [keepOnly(nothing)] },
  { matcher: "/store/customers", method: ["POST"], middlewares: [keepOnly(nothing)] },
  { matcher: "/store/customers/me", method: ["POST"], middlewares: [keepOnly(nothing)] },
  { matcher: "/store/customers/me/addresses", method: ["POST"], middlewares: [keepOnly(addressMetadata)] },
  { matcher: "/store/customers/me/addresses/:address_id", method: ["POST"], middlewares: [keepOnly(addressMetadata)] },
]
