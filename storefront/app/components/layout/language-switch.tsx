import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, toLanguage } from "~/lib/i18n/languages";

/**
 * A plain POST form (no JavaScript needed) to `/resources/language`: the server stores the
 * choice in the `lang` cookie and sends the shopper back to this page, query included. A full
 * page load follows on purpose: the new page arrives with its translations inlined.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation("common");
  const current = toLanguage(i18n.language);
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;

  return (
    <form method="post" action="/resources/language" className="flex items-center">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="flex items-center rounded-full border border-sand-300 p-0.5">
        <legend className="sr-only">{t("language.label")}</legend>
        {SUPPORTED_LANGUAGES.map((language) => {
          const active = language === current;
          return (
            <button
              key={language}
              type="submit"
              name="lng"
              value={language}
              lang={language}
              aria-pressed={active}
              title={t("language.switchTo", { language: LANGUAGE_NAMES[language] })}
              className={
                "rounded-full px-2.5 py-1 text-xs font-semibold tracking-wider uppercase transition-colors " +
                (active ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-sand-100")
              }
            >
              <span aria-hidden="true">{language}</span>
              <span className="sr-only">{LANGUAGE_NAMES[language]}</span>
            </button>
          );
        })}
      </fieldset>
    </form>
  );
}
