import type { Language } from "~/lib/i18n/languages";
import en from "./en";
import fr from "./fr";

/** Every translation, keyed by language then namespace. Server-side only: see README.md. */
export const resources = { fr, en } satisfies Record<Language, typeof fr>;

export type Namespace = keyof typeof fr;
export const NAMESPACES = Object.keys(fr) as Namespace[];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (NAMESPACES as string[]).includes(value);
}
