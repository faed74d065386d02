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

/**
 * A value per language (an Intl formatter, a list of day names), made the first time a page in
 * that language asks for it, then kept. The server makes each once per language; a browser makes
 * only its page's, and not while the app's modules load: building every language's formatters
 * up front cost ~50 ms of a phone-speed main thread before hydration (docs/decisions/030).
 */
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}
