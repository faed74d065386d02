import type { z } from "zod";
import { parseSubmission, type FieldErrors, type FormMessages } from "./submission";

/**
 * The browser check of a form whose schema loads on demand (decision 029, "Zod off the first
 * load"): `use-form-errors.ts` runs it, kept apart from React so its rules are tested alone.
 */

/** Loads a form's schema, e.g. `() => import("~/lib/account/schemas").then((m) => m.LoginSchema)`. */
export type SchemaLoader = () => Promise<z.ZodType>;

/** Send the form, or hold it back with the errors to show. */
export type BrowserVerdict<M extends string> = { send: true } | { send: false; errors: FieldErrors<M> };

/**
 * Before the schema has arrived the form goes to the server, which checks it and answers the same
 * errors: a slow download never holds a shopper back.
 */
export function browserVerdict<M extends string>(
  schema: z.ZodType | null,
  formData: FormData,
  messages: FormMessages<M>,
): BrowserVerdict<M> {
  if (!schema) return { send: true };
  const result = parseSubmission(schema, formData, messages);
  return result.ok ? { send: true } : { send: false, errors: result.errors };
}

/**
 * Starts the download once, however often it is asked (every focus asks); a failed download
 * (offline, a new deployment's file names) may be tried again on the next ask.
 */
export function schemaDownload(load: SchemaLoader, arrived: (schema: z.ZodType) => void): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    load().then(arrived, () => {
      started = false;
    });
  };
}
