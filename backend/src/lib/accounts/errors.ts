import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import { ACCOUNT_ERRORS, type AccountErrorCode } from "@dreamshade/contracts"

const MEDUSA_TYPE_BY_STATUS: Record<number, string> = {
  400: MedusaError.Types.INVALID_DATA,
  401: MedusaError.Types.UNAUTHORIZED,
  403: MedusaError.Types.FORBIDDEN,
}

/**
 * A rule of the accounts API was broken. It is a MedusaError (so Medusa's own handler still gives
 * a sensible answer), and `sendAccountError` turns it into the contract's `{ code, message, … }`.
 */
export class AccountError extends MedusaError {
  readonly status: number
  constructor(
    readonly accountCode: AccountErrorCode,
    message: string,
    readonly details: { field?: string; retryAfter?: number } = {}
  ) {
    const status = ACCOUNT_ERRORS[accountCode]
    super(MEDUSA_TYPE_BY_STATUS[status] ?? MedusaError.Types.NOT_ALLOWED, message)
    this.status = status
  }
}

type AccountErrorLike = Pick<AccountError, "accountCode" | "message" | "details">

/** Workflows hand back a serialised copy of a step's error: its fields survive, its class does not. */
function asAccountError(error: unknown): AccountErrorLike | null {
  const candidate = error as Partial<AccountErrorLike> | null
  if (!candidate || typeof candidate.accountCode !== "string" || !(candidate.accountCode in ACCOUNT_ERRORS)) return null
  return { accountCode: candidate.accountCode, message: candidate.message ?? "", details: candidate.details ?? {} }
}

export function sendAccountError(res: MedusaResponse, error: AccountErrorLike) {
  const { field, retryAfter } = error.details
  if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter))
  res.status(ACCOUNT_ERRORS[error.accountCode]).json({
    code: error.accountCode,
    message: error.message,
    ...(field ? { field } : {}),
    ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
  })
}

type Handler<Req extends MedusaRequest = MedusaRequest<any>> = (req: Req, res: MedusaResponse) => Promise<void>

/** Wraps a route handler so that account errors answer in the contract's shape. */
export function accountRoute<Req extends MedusaRequest<any>>(handler: Handler<Req>): Handler<Req> {
  return async (req, res) => {
    try {
      await handler(req, res)
    } catch (error) {
      const accountError = asAccountError(error)
      if (accountError) return sendAccountError(res, accountError)
      throw error
    }
  }
}

/** The first broken rule of a body as an `invalid_data` error naming its field. */
export function invalidDataFromZod(error: z.ZodError): AccountError {
  const issue = error.issues[0]
  const field = issue?.path.map(String).join(".") || undefined
  const message = issue?.message ?? "Invalid data"
  return new AccountError("invalid_data", message, { field })
}

/**
 * Body validation for account routes: the parsed body lands in `req.validatedBody`, and a broken
 * rule answers 400 `invalid_data` with the field, in the contract's shape.
 */
export function validateAccountBody(schema: z.ZodType) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return sendAccountError(res, invalidDataFromZod(parsed.error))
    req.validatedBody = parsed.data
    next()
  }
}
