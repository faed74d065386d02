import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { answerForIntent, parseSubmission, type FieldErrors, type FormAnswer, type FormMessages } from "./submission";

/**
 * The browser half of the form layer: checks the form with the action's schema before sending it,
 * so most mistakes show at once and nothing is sent; the server's answer replaces them
 * after a submission. `intent` picks this form's answer when a page has several forms. Without
 * JavaScript the same errors and typed values come back from the action.
 */
export function useFormErrors<M extends string>(
  schema: z.ZodType,
  messages: FormMessages<M>,
  answer: FormAnswer<M> | undefined,
  intent?: string,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors<M> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server replaces the browser's errors.
  useEffect(() => setClientErrors(null), [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const result = parseSubmission(schema, new FormData(event.currentTarget, submitter), messages);
    if (result.ok) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    const field = first ? event.currentTarget.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
    else if (field instanceof RadioNodeList && field[0] instanceof HTMLElement) field[0].focus();
  }

  const ours = answerForIntent(answer, intent);
  return { errors: clientErrors ?? ours?.errors ?? {}, values: ours?.values ?? {}, onSubmit };
}
