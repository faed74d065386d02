import { ApiErrorBody } from "@dreamshade/contracts";
import { z } from "zod";
import type { Language } from "~/lib/i18n/languages";
import { backendFetch } from "./backend-fetch.server";

/** Calls to the newsletter plugin's store routes (plugins/newsletter). */

const Refusal = ApiErrorBody.catch({});

export type NewsletterAnswer<T> = { ok: true; data: T } | { ok: false; status: number; code?: string; field?: string; retryAfter?: number };

async function newsletterCall<T>(request: Request, path: string, schema: z.ZodType<T>, init: Parameters<typeof backendFetch>[2] = {}) {
  const response = await backendFetch(request, path, init);
  const body: unknown = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true as const, data: schema.parse(body) };
  // A refusal of ours (4xx with a code) is the shopper's to fix; anything else is a failure.
  if (response.status >= 500) throw new Error(`Newsletter API ${path}: ${response.status}`);
  const refusal = Refusal.parse(body);
  return {
    ok: false as const,
    status: response.status,
    code: refusal.code,
    field: refusal.field,
    retryAfter: refusal.retry_after ?? (Number(response.headers.get("retry-after")) || undefined),
  };
}

const Subscriber = z.object({ subscriber: z.object({ email: z.string(), status: z.string() }) });

/** The same answer for any address ("check your inbox"): the backend never says whether it is subscribed. */
const SubscriptionRequested = z.object({ email: z.string() });

export function subscribeToNewsletter(request: Request, input: { email: string; captcha: string; locale: Language }) {
  return newsletterCall(request, "/store/newsletter/subscribers", SubscriptionRequested, { method: "POST", body: input });
}

const Confirmation = z.object({ subscriber: z.object({ email: z.string(), locale: z.string() }), wording: z.string() });

/** The address and the exact words to agree to, for a valid confirmation link. */
export function getNewsletterConfirmation(request: Request, token: string) {
  return newsletterCall(request, "/store/newsletter/confirmation", Confirmation, { query: { token } });
}

export function confirmNewsletter(request: Request, token: string) {
  return newsletterCall(request, "/store/newsletter/confirmation", Subscriber, { method: "POST", body: { token } });
}

export function getNewsletterUnsubscribe(request: Request, link: { subscriber: string; token: string }) {
  return newsletterCall(request, "/store/newsletter/unsubscribe", Subscriber, { query: link });
}

export function unsubscribeFromNewsletter(request: Request, link: { subscriber: string; token: string }) {
  return newsletterCall(request, "/store/newsletter/unsubscribe", Subscriber, { method: "POST", body: link });
}
