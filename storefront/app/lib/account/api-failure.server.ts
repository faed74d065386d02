import { data } from "react-router";
import { BackendApiError } from "~/lib/medusa/backend-error.server";
import { formErrorsForCode } from "./api-errors";
import { formFailure, type FieldErrors, type FormFailure } from "~/lib/forms/submission";
import type { AccountMessage } from "./schemas";

/**
 * A backend refusal that the shopper can act on, as the form's answer (status 400, the typed
 * values kept). Anything else is rethrown for the error screen.
 */
export function apiFailure(error: unknown, formData: FormData, fallback?: FieldErrors<AccountMessage>) {
  // An expired session is never a form error: the caller's withCustomer turns it into a redirect.
  if (!(error instanceof BackendApiError) || error.code === "unauthorized") throw error;
  const errors = formErrorsForCode(error.code, error.field) ?? fallback;
  if (!errors) throw error;
  return data<FormFailure<AccountMessage>>(formFailure(formData, errors, { retryAfter: error.retryAfter }), {
    status: error.status === 429 ? 429 : 400,
  });
}

/** A failed validation as the form's answer. */
export function invalid<M extends string>(failure: FormFailure<M>) {
  return data<FormFailure<M>>(failure, { status: 400 });
}
