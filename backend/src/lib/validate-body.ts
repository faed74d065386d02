import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { invalidDataError } from "@dreamshade/contracts"

/**
 * Body validation that answers in the contracts' shape: the parsed body lands in
 * `req.validatedBody`; a broken rule is `invalid_data` naming its field (Medusa's own
 * `validateAndTransformBody` answers every broken rule in one message, without a code or field).
 */
export function validateBody(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return next(invalidDataError(parsed.error.issues))
    req.validatedBody = parsed.data
    next()
  }
}
