import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { browserVerdict, schemaDownload, type SchemaLoader } from "./browser-check";
import { answerForIntent, type FieldErrors, type FormAnswer, type FormMessages } from "./submission";

/**
 * The browser half of the form layer: checks the form with the action's schema before sending it,
 * so most mistakes show at once and nothing is sent; the server's answer replaces them
 * after a submission. `intent` picks this form's answer when a page has several forms. Without
 * JavaScript the same errors and typed values come back from the action.
 *
 * The schema is loaded, not imported, so Zod stays out of the page's first load (decision 029): it
 * starts downloading when the form is first focused (`onFocus`, on the form), so it has arrived by
 * the time someone has typed; a submission before that goes to the server, which answers the same.
 */
export function useFormErrors<M extends string>(
  loadSchema: SchemaLoader,
  messages: FormMessages<M>,
  answer: FormAnswer<M> | undefined,
  intent?: string,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors<M> | null>(null);
  const [schema, setSchema] = useState<z.ZodType | null>(null);
  const download = useRef<(() => void) | null>(null);
  download.current ??= schemaDownload(loadSchema, setSchema);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server replaces the browser's errors.
  useEffect(() => setClientErrors(null), [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    download.current?.();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const verdict = browserVerdict(schema, new FormData(event.currentTarget, submitter), messages);
    if (verdict.send) {
      if (schema) setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(verdict.errors);
    const first = Object.keys(verdict.errors)[0];
    const field = first ? event.currentTarget.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
    else if (field instanceof RadioNodeList && field[0] instanceof HTMLElement) field[0].focus();
  }

  const ours = answerForIntent(answer, intent);
  return {
    errors: clientErrors ?? ours?.errors ?? {},
    values: ours?.values ?? {},
    onSubmit,
    /** On the form: the first focus inside it starts the schema's download. */
    onFocus: () => download.current?.(),
    /** The browser check has arrived (`data-checked` on the form, which journeys wait for). */
    checkReady: schema !== null,
  };
}
