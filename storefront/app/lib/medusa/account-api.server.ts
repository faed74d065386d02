import { ApiErrorBody, SHOPPER_ERROR_CODES, type ShopperErrorCode } from "@dreamshade/contracts";
import type { z } from "zod";
import { env } from "~/lib/env.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/security/client-address";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { getPublishableKey } from "./client.server";
import { localeHeaders } from "./locale";

/**
 * Calls to `/store/account/*` (docs/accounts-api.md). Plain fetch rather than the SDK because
 * the SDK's errors keep only the message, and the screens word errors from the stable `code`.
 */

/** The backend's code (the contracts' `SHOPPER_ERROR_CODES`), or what the storefront makes of a bare answer. */
export type AccountErrorCode = ShopperErrorCode | "unauthorized" | "unknown";

/** The backend's one error shape (the contracts' `ApiErrorBody`); anything else reads as empty. */
const ErrorBody = ApiErrorBody.catch({});

const KNOWN_CODES = new Set<string>(SHOPPER_ERROR_CODES);

export class AccountApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: AccountErrorCode,
    readonly field?: string,
    readonly retryAfter?: number,
    message?: string,
  ) {
    super(message ?? `Account API ${status} ${code}`);
    this.name = "AccountApiError";
  }
}

/** The API's error answer as an AccountApiError; a 401 without our code is an expired session. */
export function toAccountApiError(status: number, body: unknown, retryAfterHeader?: string | null): AccountApiError {
  const parsed = ErrorBody.parse(body);
  const declared = parsed.code ?? (parsed.type === "invalid_data" ? "invalid_data" : undefined);
  const code: AccountErrorCode =
    declared && KNOWN_CODES.has(declared) ? (declared as AccountErrorCode) : status === 401 ? "unauthorized" : "unknown";
  const retryAfter = parsed.retry_after ?? (retryAfterHeader ? Number(retryAfterHeader) || undefined : undefined);
  return new AccountApiError(status, code, parsed.field, retryAfter, parsed.message);
}

interface AccountRequestOptions {
  method?: "GET" | "POST" | "DELETE";
  /** JSON body, or multipart form data for the picture. */
  body?: Record<string, unknown> | FormData;
  /** The customer's token for customer routes. */
  token?: string;
  query?: Record<string, string | number>;
}

/**
 * The shopper's address, passed on so the backend throttles per shopper rather than per
 * storefront (docs/accounts-api.md). The storefront's server (server.js) reads it from the
 * connection, believing only the `TRUSTED_PROXY_HOPS` proxies declared in front, and puts it in a
 * header of its own that replaces any a client sent. Under the dev server there is none.
 */
export function forwardedClientAddress(request: Request): string | null {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null;
}

/** Any backend call's full response; used by the captcha proxy too. */
export async function backendFetch(request: Request, path: string, options: AccountRequestOptions = {}): Promise<Response> {
  const [publishableKey, language] = await Promise.all([getPublishableKey(), detectLanguage(request)]);
  const url = new URL(path, env.MEDUSA_BACKEND_URL);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers = new Headers({
    accept: "application/json",
    "x-publishable-api-key": publishableKey,
    ...localeHeaders(language),
  });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const shopperAddress = forwardedClientAddress(request);
  if (shopperAddress) headers.set("x-forwarded-for", shopperAddress);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method: options.method ?? "GET", headers, body, signal: AbortSignal.timeout(15_000) });
}

/** A JSON call to the account API; throws AccountApiError on any non-2xx answer. */
export async function accountRequest<T>(
  request: Request,
  path: string,
  schema: z.ZodType<T>,
  options: AccountRequestOptions = {},
): Promise<T> {
  const response = await backendFetch(request, path, options);
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw toAccountApiError(response.status, body, response.headers.get("retry-after"));
  return schema.parse(body);
}

/** True for the answer that means the stored token is no longer valid. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof AccountApiError) return error.status === 401;
  // The SDK's FetchError (addresses, orders) carries the status too.
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 401;
}
