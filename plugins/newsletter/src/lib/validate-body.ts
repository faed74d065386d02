import { invalidDataError } from "@dreamshade/contracts"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"

/** Zod body validation: a broken rule is `invalid_data` naming its field, answered by the shop's error handler. */
export function validateBody(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return next(invalidDataError(parsed.error.issues))
    req.validatedBody = parsed.data
    next()
  }
}
