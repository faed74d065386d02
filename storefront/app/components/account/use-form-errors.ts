import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { parseSubmission, type FieldErrors, type FormFailure } from "~/lib/account/form";

/**
 * The browser half of "one schema on both sides": checks the form with the action's schema
 * before sending it, so most mistakes show at once; the server's answer (`failure`) replaces
 * them after a submission. `intent` picks this form's answer when a page has several forms.
 */
export function useFormErrors(schema: z.ZodType, failure: FormFailure | undefined, intent?: string) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server replaces the browser's errors.
  useEffect(() => setClientErrors(null), [failure]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const result = parseSubmission(schema, new FormData(event.currentTarget, submitter));
    if (result.ok) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    const field = first ? event.currentTarget.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }

  const serverErrors = failure && (intent === undefined || failure.intent === intent) ? failure.errors : {};
  return { errors: clientErrors ?? serverErrors, onSubmit };
}

/** What was typed in this form before a failed submission. */
export function typedBack(failure: FormFailure | undefined, intent?: string): Record<string, string> {
  return failure && (intent === undefined || failure.intent === intent) ? failure.values : {};
}
