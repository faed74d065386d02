import type { z } from "zod";

/**
 * The one form layer (docs/decisions/029): every form's action parses its submission here, a
 * refusal carries the same shape back to the page (errors as message keys, what was typed), and
 * the browser runs the same code before sending (`use-form-errors.ts`).
 */

/** Per field, the first message key that applies; `form` is for a message about the whole form. */
export type FieldErrors<M extends string = string> = Partial<Record<string, M>>;

/** What a refused submission sends back: the errors and what was typed (never secrets). */
export interface FormFailure<M extends string = string> {
  intent?: string;
  errors: FieldErrors<M>;
  values: Record<string, string>;
  /** Seconds to wait, for a throttled form. */
  retryAfter?: number;
}

export type Submission<T, M extends string = string> = { ok: true; data: T } | ({ ok: false } & FormFailure<M>);

/**
 * The message keys of one family of forms (a locale namespace's `messages`). Our schemas give
 * every message as a key; anything else (a default Zod message) becomes `fallback`.
 */
export interface FormMessages<M extends string> {
  known: ReadonlySet<string>;
  fallback: M;
}

export function formMessages<M extends string>(keys: readonly M[], fallback: M): FormMessages<M> {
  return { known: new Set<string>(keys), fallback };
}

/** Fields never sent back to the page: passwords and the one-use captcha proof. */
const SECRET_FIELD = /password|captcha/;

/** The text fields of a form, ready to refill it after a refusal. */
export function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !SECRET_FIELD.test(name)) values[name] = value;
  }
  return values;
}

/** Zod's issues as one message key per field (the first that applies). */
export function toFieldErrors<M extends string>(issues: readonly z.core.$ZodIssue[], messages: FormMessages<M>): FieldErrors<M> {
  const errors: FieldErrors<M> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : "form";
    errors[field] ??= messages.known.has(issue.message) ? (issue.message as M) : messages.fallback;
  }
  return errors;
}

function intentOf(formData: FormData): string | undefined {
  const intent = formData.get("intent");
  return typeof intent === "string" ? intent : undefined;
}

/** Checks a submitted form with its schema; on failure, the errors and the typed values. */
export function parseSubmission<S extends z.ZodType, M extends string>(
  schema: S,
  formData: FormData,
  messages: FormMessages<M>,
): Submission<z.output<S>, M> {
  const raw = Object.fromEntries([...formData].filter(([, value]) => typeof value === "string"));
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, ...formFailure(formData, toFieldErrors(result.error.issues, messages)) };
}

/** A refusal found after validation (wrong password, e-mail taken, number refused…). */
export function formFailure<M extends string>(
  formData: FormData,
  errors: FieldErrors<M>,
  extra: Pick<FormFailure<M>, "retryAfter"> = {},
): FormFailure<M> {
  return { intent: intentOf(formData), errors, values: typedValues(formData), ...extra };
}

/** An action's answer as a form reads it: a failure, or a success that may say nothing of errors. */
export type FormAnswer<M extends string = string> = Partial<FormFailure<M>>;

/** The part of an answer meant for this form: a page with several forms tells them apart by intent. */
export function answerForIntent<A extends FormAnswer>(answer: A | undefined, intent?: string): A | undefined {
  return answer && (intent === undefined || answer.intent === intent) ? answer : undefined;
}
