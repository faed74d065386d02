import { ApiErrorBody, SHOPPER_ERROR_CODES, type ShopperErrorCode } from "@dreamshade/contracts";

/**
 * A refusal from our backend's own routes, with the stable `code` the screens word their message
 * from (the SDK's errors keep only the message). Made by `backendJson` (backend-fetch.server.ts).
 */

/** The backend's code (the contracts' `SHOPPER_ERROR_CODES`), or what the storefront makes of a bare answer. */
export type BackendErrorCode = ShopperErrorCode | "unauthorized" | "unknown";

/** The backend's one error shape (the contracts' `ApiErrorBody`); anything else reads as empty. */
const ErrorBody = ApiErrorBody.catch({});

const KNOWN_CODES = new Set<string>(SHOPPER_ERROR_CODES);

export class BackendApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: BackendErrorCode,
    readonly field?: string,
    readonly retryAfter?: number,
    message?: string,
  ) {
    super(message ?? `Backend API ${status} ${code}`);
    this.name = "BackendApiError";
  }
}

/** The API's error answer as an BackendApiError; a 401 without our code is an expired session. */
export function toBackendApiError(status: number, body: unknown, retryAfterHeader?: string | null): BackendApiError {
  const parsed = ErrorBody.parse(body);
  const declared = parsed.code ?? (parsed.type === "invalid_data" ? "invalid_data" : undefined);
  const code: BackendErrorCode =
    declared && KNOWN_CODES.has(declared) ? (declared as BackendErrorCode) : status === 401 ? "unauthorized" : "unknown";
  const retryAfter = parsed.retry_after ?? (retryAfterHeader ? Number(retryAfterHeader) || undefined : undefined);
  return new BackendApiError(status, code, parsed.field, retryAfter, parsed.message);
}

/** True for the answer that means the stored token is no longer valid. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof BackendApiError) return error.status === 401;
  // The SDK's FetchError (addresses, orders) carries the status too.
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 401;
}
