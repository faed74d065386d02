import { LanguageDetector, type LanguageDetectorOption } from "remix-i18next/server";
import { languageCookie } from "./language-cookie.server";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage, type Language } from "./languages";

/**
 * How the language is chosen: `?lng=` first, then the `lang` cookie, then French.
 * Accept-Language is never read: French is the default whatever the browser says (DESIGN.md).
 */
export const languageDetection: LanguageDetectorOption = {
  supportedLanguages: [...SUPPORTED_LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  order: ["searchParams", "cookie"],
  searchParamKey: "lng",
  cookie: languageCookie,
};

const detector = new LanguageDetector(languageDetection);

/** The request's language, the same answer the i18next middleware gives. */
export async function detectLanguage(request: Request): Promise<Language> {
  return toLanguage(await detector.detect(request));
}
