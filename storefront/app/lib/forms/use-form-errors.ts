import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { answerForIntent, parseSubmission, type FieldErrors, type FormAnswer, type FormMessages } from "./submission";

/**
 * Loads a form's schema, e.g. `() => import("~/lib/account/schemas").then((m) => m.LoginSchema)`.
 * A dynamic import keeps Zod and the schemas out of the page's first load (decision 029, "Zod off
 * the first load"): the footer's form alone would otherwise bring Zod to every page.
 */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * The browser half of the form layer: checks the form with the action's schema before sending it,
 * so most mistakes show at once and nothing is sent; the server's answer replaces them
 * after a submission. `intent` picks this form's answer when a page has several forms. Without
 * JavaScript the same errors and typed values come back from the action.
 *
 * The schema starts loading when the form is first focused (`onFocus`), so it has arrived by the
 * time someone has typed; a submission before it arrives goes to the server, which answers the
 * same errors, rather than being held back.
 */
export function useFormErrors<M extends string>(
  loadSchema: SchemaLoader,
  messages: FormMessages<M>,
  answer: FormAnswer<M> | undefined,
  intent?: string,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors<M> | null>(null);
  const [schema, setSchema] = useState<z.ZodType | null>(null);
  const loading = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server replaces the browser's errors.
  useEffect(() => setClientErrors(null), [answer]);

  function load() {
    if (loading.current) return;
    loading.current = true;
    loadSchema().then(setSchema, () => {
      // A failed download (offline, new deployment): try again on the next focus; the server checks meanwhile.
      loading.current = false;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema) {
      load();
      return;
    }
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
  return {
    errors: clientErrors ?? ours?.errors ?? {},
    values: ours?.values ?? {},
    onSubmit,
    onFocus: load,
    /** The browser check has arrived: set as `data-checked` on the form, for journeys and styles. */
    checkReady: schema !== null,
  };
}
