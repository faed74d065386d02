import { NEWSLETTER_ERRORS, type NewsletterErrorCode } from "@dreamshade/contracts"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/** A broken rule of the newsletter API, answered as `{ code, message, field?, retry_after? }`. */
export class NewsletterError extends MedusaError {
  constructor(
    readonly newsletterCode: NewsletterErrorCode,
    message: string,
    readonly details: { field?: string; retryAfter?: number } = {}
  ) {
    super(MedusaError.Types.NOT_ALLOWED, message)
  }
}

function asNewsletterError(error: unknown): Pick<NewsletterError, "newsletterCode" | "message" | "details"> | null {
  const candidate = error as Partial<NewsletterError> | null
  if (!candidate || typeof candidate.newsletterCode !== "string" || !(candidate.newsletterCode in NEWSLETTER_ERRORS)) return null
  return { newsletterCode: candidate.newsletterCode, message: candidate.message ?? "", details: candidate.details ?? {} }
}

export function sendNewsletterError(res: MedusaResponse, error: Pick<NewsletterError, "newsletterCode" | "message" | "details">) {
  const { field, retryAfter } = error.details
  if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter))
  res.status(NEWSLETTER_ERRORS[error.newsletterCode]).json({
    code: error.newsletterCode,
    message: error.message,
    ...(field ? { field } : {}),
    ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
  })
}

type Handler = (req: MedusaRequest<any>, res: MedusaResponse) => Promise<void>

/** Wraps a handler so newsletter errors (also those coming back from a workflow) keep their shape. */
export function newsletterRoute(handler: Handler): Handler {
  return async (req, res) => {
    try {
      await handler(req, res)
    } catch (error) {
      const known = asNewsletterError(error)
      if (known) return sendNewsletterError(res, known)
      throw error
    }
  }
}

/** Zod body validation answering `invalid_data` with the first broken field. */
export function validateNewsletterBody(schema: z.ZodType) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return sendNewsletterError(res, {
        newsletterCode: "invalid_data",
        message: issue?.message ?? "Invalid data",
        details: { field: issue?.path.map(String).join(".") || undefined },
      })
    }
    req.validatedBody = parsed.data
    next()
  }
}
