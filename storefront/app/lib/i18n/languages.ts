/** Languages the shop speaks. French is the default and the fallback (DESIGN.md). */
export const SUPPORTED_LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";

/** The name of each language in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: "Français", en: "English" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
