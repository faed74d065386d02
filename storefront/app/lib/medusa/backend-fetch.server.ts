import type { z } from "zod";
import { env } from "~/lib/env.server";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/security/client-address";
import { toBackendApiError } from "./backend-error.server";
import { getPublishableKey } from "./client.server";
import { localeHeaders } from "./locale";

/**
 * Calls to our backend's own routes made with plain fetch rather than the SDK (account, orders,
 * payments, favourites, newsletter, reviews, contact, the captcha…; docs/accounts-api.md): the
 * SDK's errors keep only the message, and the screens word errors from the stable `code`. Each
 * call carries the publishable key, the shopper's language and address, and the customer's token
 * when given.
 */

interface BackendRequestOptions {
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
export async function backendFetch(request: Request, path: string, options: BackendRequestOptions = {}): Promise<Response> {
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

/** A JSON call to the backend; throws BackendApiError on any non-2xx answer. */
export async function backendJson<T>(
  request: Request,
  path: string,
  schema: z.ZodType<T>,
  options: BackendRequestOptions = {},
): Promise<T> {
  const response = await backendFetch(request, path, options);
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw toBackendApiError(response.status, body, response.headers.get("retry-after"));
  return schema.parse(body);
}
