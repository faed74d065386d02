import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "~/lib/i18n/languages";
import { I18N_BOOTSTRAP_GLOBAL, type I18nBootstrap } from "~/lib/i18n/route-namespaces";
import { translationView } from "~/lib/i18n/translation-view";

declare global {
  interface Window {
    [I18N_BOOTSTRAP_GLOBAL]?: I18nBootstrap;
  }
}

/**
 * Loads a namespace the page did not ship (client-side navigation to another route) from the
 * `/resources/locales/:lng/:ns` resource route. A few lines instead of a fetch-backend package.
 */
const localesBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(`/resources/locales/${language}/${namespace}`)
      .then((response) => {
        if (!response.ok) throw new Error(`Translations ${language}/${namespace}: ${response.status}`);
        return response.json() as Promise<ResourceKey>;
      })
      .then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

async function hydrate() {
  const bootstrap = window[I18N_BOOTSTRAP_GLOBAL];
  const language = bootstrap?.language ?? document.documentElement.lang ?? DEFAULT_LANGUAGE;
  const bundles = (bootstrap?.bundles ?? {}) as Record<string, ResourceKey>;

  await i18next
    .use(initReactI18next)
    .use(localesBackend)
    .init({
      lng: language,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // Every language has every key (checked by the types), and a fallback would make the
      // browser download French bundles on English pages: none on the client.
      fallbackLng: false,
      load: "currentOnly",
      defaultNS: "common",
      ns: Object.keys(bundles),
      resources: { [language]: bundles },
      // Keep the bundles above and fetch only namespaces that are missing.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={translationView(i18next)}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
