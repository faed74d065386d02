import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { resources } from "~/locales";
import { languageDetection } from "./detect-language.server";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage, type Language } from "./languages";

const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: languageDetection,
  i18next: {
    resources,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: "common",
    ns: Object.keys(resources.fr),
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
});

/** The language the middleware detected for this request. */
function getLanguage(context: Parameters<typeof getLocale>[0]): Language {
  return toLanguage(getLocale(context));
}

export { i18nextMiddleware, getInstance, getLanguage };
