import { MedusaError } from "@medusajs/framework/utils"
import { REVIEW_ERRORS, type ReviewErrorCode } from "@dreamshade/contracts"

const MEDUSA_TYPES: Record<number, string> = {
  400: MedusaError.Types.INVALID_DATA,
  403: MedusaError.Types.NOT_ALLOWED,
  404: MedusaError.Types.NOT_FOUND,
  409: MedusaError.Types.DUPLICATE_ERROR,
  429: MedusaError.Types.NOT_ALLOWED,
  500: MedusaError.Types.UNEXPECTED_STATE,
}

/** A review refused for one of the spec's reasons: a MedusaError carrying our code. */
export function reviewError(code: ReviewErrorCode): MedusaError {
  const { status, message } = REVIEW_ERRORS[code]
  return new MedusaError(MEDUSA_TYPES[status], message, code)
}

/**
 * Which of the spec's refusals an error is. Errors cross the workflow engine, which may hand back
 * a copy rather than the thrown object, so the message (unique per refusal) identifies it.
 */
export function reviewErrorCodeOf(error: unknown): ReviewErrorCode | null {
  const message = (error as { message?: unknown } | null)?.message
  const entry = Object.entries(REVIEW_ERRORS).find(([, known]) => known.message === message)
  return entry ? (entry[0] as ReviewErrorCode) : null
}
