import { z } from "zod";
import type { Language } from "~/lib/i18n/languages";
import { backendJson } from "./backend-fetch.server";

/** The public account routes (docs/accounts-api.md): no customer token involved. */

const Empty = z.object({}).passthrough();

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  captcha: string;
}

/**
 * Creates the (not yet validated) account; the backend sends the activation e-mail. Only a
 * submission whose terms box was ticked gets here (RegisterSchema), hence `terms: true`.
 */
export async function registerCustomer(request: Request, registration: Registration, locale: Language): Promise<void> {
  await backendJson(request, "/store/account/register", Empty, {
    method: "POST",
    body: { ...registration, terms: true, locale },
  });
}

/** Validates the account of an activation link; answers its e-mail. */
export async function activateAccount(request: Request, token: string): Promise<{ email: string }> {
  return backendJson(request, "/store/account/activation", z.object({ email: z.string() }), {
    method: "POST",
    body: { token },
  });
}

export async function resendActivation(
  request: Request,
  { email, captcha }: { email: string; captcha: string },
  locale: Language,
): Promise<void> {
  await backendJson(request, "/store/account/activation/resend", Empty, {
    method: "POST",
    body: { email, locale, captcha },
  });
}

/** The Medusa customer token for these credentials. */
export async function logIn(
  request: Request,
  credentials: { email: string; password: string; captcha: string },
): Promise<string> {
  const { token } = await backendJson(request, "/store/account/login", z.object({ token: z.string().min(1) }), {
    method: "POST",
    body: credentials,
  });
  return token;
}

/** Same answer whether or not the e-mail has an account (no enumeration). */
export async function requestPasswordReset(
  request: Request,
  { email, captcha }: { email: string; captcha: string },
  locale: Language,
): Promise<void> {
  await backendJson(request, "/store/account/password-reset", Empty, {
    method: "POST",
    body: { email, locale, captcha },
  });
}

export async function confirmPasswordReset(
  request: Request,
  reset: { email: string; token: string; password: string },
): Promise<void> {
  await backendJson(request, "/store/account/password-reset/confirm", Empty, { method: "POST", body: reset });
}
