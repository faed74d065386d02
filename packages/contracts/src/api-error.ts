import { z } from "zod"
import {
  ACCOUNT_ERRORS,
  MOBILE_MONEY_ERROR,
  ORDER_PAYMENT_ERROR,
  PAYMENT_SESSION_ERROR,
  QUOTE_PAYMENT_ERROR,
} from "./errors.js"
import { FAVOURITE_ERRORS } from "./favourites.js"
import { NEWSLETTER_ERRORS } from "./newsletter.js"
import { REVIEW_ERRORS } from "./reviews.js"

/**
 * One error shape for every refusal of ours, in the backend's routes and its plugins' alike
 * (docs/decisions/043-one-error-shape.md): a stable `code` the storefront words, the HTTP status
 * that code always answers with, an English `message` for API users, and `field` / `retry_after`
 * when they apply. The backend's error handler is the only place that writes it.
 */

const statusesOf = <T extends Record<string, { status: number }>>(errors: T) =>
  Object.fromEntries(Object.entries(errors).map(([code, { status }]) => [code, status])) as { [K in keyof T]: T[K]["status"] }

const statusOfEach = <T extends Record<string, string>, S extends number>(codes: T, status: S) =>
  Object.fromEntries(Object.values(codes).map((code) => [code, status])) as Record<T[keyof T], S>

/** Every code of ours with the one HTTP status it answers with. */
export const API_ERROR_STATUS = {
  ...ACCOUNT_ERRORS,
  ...NEWSLETTER_ERRORS,
  ...statusesOf(FAVOURITE_ERRORS),
  ...statusesOf(REVIEW_ERRORS),
  ...statusOfEach(QUOTE_PAYMENT_ERROR, 400),
  ...statusOfEach(ORDER_PAYMENT_ERROR, 400),
  // The session named is not one of this order's attempts.
  [ORDER_PAYMENT_ERROR.unknownSession]: 404,
  [PAYMENT_SESSION_ERROR.invalidData]: 400,
  [PAYMENT_SESSION_ERROR.ofAnOrder]: 409,
  [MOBILE_MONEY_ERROR.invalidPhone]: 400,
  [MOBILE_MONEY_ERROR.wrongOperator]: 400,
  [MOBILE_MONEY_ERROR.refundUnsupported]: 400,
  // The operator's API is not configured or not answering: the shop's fault, not the shopper's.
  [MOBILE_MONEY_ERROR.gatewayUnavailable]: 500,
  /** A sale the stock can no longer cover (the answer also names the `products`). */
  out_of_stock: 409,
} as const

export type ApiErrorCode = keyof typeof API_ERROR_STATUS

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === "string" && Object.prototype.hasOwnProperty.call(API_ERROR_STATUS, code)
}

/**
 * Medusa's error type for a status (its `getHttpResponseFromError` maps these back to the same
 * status for most), so Medusa's own code treats our errors as it treats its own.
 */
export function errorTypeOfStatus(status: number): string {
  if (status >= 500) return "unexpected_state"
  const types: Record<number, string> = { 401: "unauthorized", 403: "forbidden", 404: "not_found", 409: "conflict", 429: "not_allowed" }
  return types[status] ?? "invalid_data"
}

/** The spec's own words for a refusal, where it has some (favourites, reviews). */
const SPEC_MESSAGES: Partial<Record<ApiErrorCode, string>> = Object.fromEntries(
  Object.entries({ ...FAVOURITE_ERRORS, ...REVIEW_ERRORS }).map(([code, { message }]) => [code, message])
)

export type ApiErrorDetails = {
  /** The input at fault, when there is one. */
  field?: string
  /** Seconds before trying again (with 429). */
  retryAfter?: number
}

/**
 * A refusal of ours: routes, middlewares and workflow steps throw it, the error handler answers it.
 * The message is the spec's for its code when the spec has one. A `MedusaError` carrying one of
 * our codes (payment providers can only throw those) is answered the same way.
 */
export class ApiError extends Error {
  readonly status: number
  readonly type: string
  readonly field?: string
  readonly retryAfter?: number

  constructor(
    readonly code: ApiErrorCode,
    message: string = SPEC_MESSAGES[code] ?? code,
    details: ApiErrorDetails = {}
  ) {
    super(message)
    this.name = "ApiError"
    this.status = API_ERROR_STATUS[code]
    this.type = errorTypeOfStatus(this.status)
    if (details.field) this.field = details.field
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter
  }
}

/** The answer's body as a client reads it (any code: a newer backend may know more). */
export const ApiErrorBody = z.object({
  code: z.string().optional(),
  type: z.string().optional(),
  message: z.string().optional(),
  field: z.string().optional(),
  retry_after: z.coerce.number().optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>

/** The answer's body as the backend writes it. */
export type ApiErrorAnswer = { code: ApiErrorCode; type: string; message: string; field?: string; retry_after?: number }

/**
 * The answer for an error of ours, or null for anyone else's. Errors that crossed the workflow
 * engine are plain copies of what the step threw: their fields survive, their class does not, so
 * the code is what tells.
 */
export function apiErrorAnswer(error: unknown): { status: number; body: ApiErrorAnswer } | null {
  const candidate = error as { code?: unknown; type?: unknown; message?: unknown; field?: unknown; retryAfter?: unknown } | null
  if (!candidate || !isApiErrorCode(candidate.code)) return null
  const status = API_ERROR_STATUS[candidate.code]
  const field = typeof candidate.field === "string" && candidate.field ? candidate.field : undefined
  const retryAfter = typeof candidate.retryAfter === "number" ? candidate.retryAfter : undefined
  return {
    status,
    body: {
      code: candidate.code,
      type: typeof candidate.type === "string" ? candidate.type : errorTypeOfStatus(status),
      message: typeof candidate.message === "string" ? candidate.message : "",
      ...(field ? { field } : {}),
      ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
    },
  }
}

/** A body that breaks a rule: `invalid_data` naming the first broken field, with its rule's message. */
export function invalidDataError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const issue = issues[0]
  const field = issue?.path.map(String).join(".") || undefined
  return new ApiError("invalid_data", issue?.message ?? "Invalid data", { field })
}
