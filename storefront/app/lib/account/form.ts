import type { z } from "zod";
import type { AccountMessage } from "./schemas";

/** Per field, the first message key that applies; `form` is for a message about the whole form. */
export type FieldErrors = Partial<Record<string, AccountMessage>>;

/** What a failed submission sends back: the errors and what was typed (never secrets). */
export interface FormFailure {
  intent?: string;
  errors: FieldErrors;
  values: Record<string, string>;
  /** Seconds to wait, for a throttled login. */
  retryAfter?: number;
}

export type Submission<T> = { ok: true; data: T } | ({ ok: false } & FormFailure);

/** Fields never sent back to the page: passwords and the one-use captcha proof. */
const SECRET_FIELD = /password|captcha/;

/** The text fields of a form, ready to refill it after an error. */
export function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !SECRET_FIELD.test(name)) values[name] = value;
  }
  return values;
}

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "form";
    // Our schemas give every message as a key; anything else is a shape we did not plan for.
    errors[field] ??= (issue.message in KNOWN_MESSAGES ? issue.message : "generic") as AccountMessage;
  }
  return errors;
}

const KNOWN_MESSAGES: Record<string, true> = Object.fromEntries(
  (
    [
      "required",
      "email",
      "phone",
      "password",
      "passwordMismatch",
      "terms",
      "captcha",
      "deleteConfirm",
    ] satisfies AccountMessage[]
  ).map((key) => [key, true]),
);

/** Validates a submitted form with its schema; on failure, the errors and the typed values. */
export function parseSubmission<S extends z.ZodType>(schema: S, formData: FormData): Submission<z.output<S>> {
  const raw = Object.fromEntries([...formData].filter(([, value]) => typeof value === "string"));
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    intent: typeof raw.intent === "string" ? raw.intent : undefined,
    errors: toFieldErrors(result.error),
    values: typedValues(formData),
  };
}

/** A failure for business errors found after validation (wrong password, e-mail taken…). */
export function formFailure(
  formData: FormData,
  errors: FieldErrors,
  extra: Partial<Pick<FormFailure, "retryAfter">> = {},
): FormFailure {
  const intent = formData.get("intent");
  return {
    intent: typeof intent === "string" ? intent : undefined,
    errors,
    values: typedValues(formData),
    ...extra,
  };
}
