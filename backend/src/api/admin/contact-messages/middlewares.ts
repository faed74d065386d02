import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AdminListContactMessages } from "./validators"

/** Checks the list's filters into `req.validatedQuery`; a bad one is a 400 naming it. */
function validateListQuery(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const parsed = AdminListContactMessages.safeParse(req.query ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, `${issue?.path.join(".") || "query"}: ${issue?.message}`))
  }
  req.validatedQuery = parsed.data
  next()
}

// Medusa signs staff in on every /admin route; these add only the validation.
export const adminContactMessagesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/contact-messages", method: ["GET"], middlewares: [validateListQuery] },
]
