import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountMessage } from "~/lib/account/schemas";
import { toLanguage } from "~/lib/i18n/languages";
import { FieldError } from "./form-controls";

/** The storefront's proxy of `GET /store/account/captcha`: the browser never calls Medusa. */
export const CAPTCHA_CHALLENGE_PATH = "/resources/captcha";

/** The widget's translations are named by region. */
const WIDGET_LANGUAGE = { fr: "fr-fr", en: "en" } as const;

/**
 * The ALTCHA proof-of-work check (DESIGN.md §2). The widget's code is imported here only, once
 * the page runs in the browser, so pages without a captcha ship none of it. Its hidden input is
 * named `captcha`, the field the account API reads. `noscript` words the no-JavaScript notice
 * for forms other than login and registration.
 */
export function CaptchaField({
  error,
  noscript,
  namespace = "account",
  idPrefix = "",
}: {
  error?: AccountMessage;
  /** The no-JavaScript notice, when the namespace's own does not fit the form. */
  noscript?: string;
  /** Where `captcha.label` and `captcha.noscript` are read (another form may word them). */
  namespace?: "account" | "newsletter";
  /** Keeps ids apart when one page has several captchas. */
  idPrefix?: string;
}) {
  const { t, i18n } = useTranslation(namespace);
  const language = WIDGET_LANGUAGE[toLanguage(i18n.language)];
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    void Promise.all([import("altcha"), import("altcha/i18n/fr-fr")]).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the group is named by aria-label.
    <div className="flex flex-col gap-1" role="group" aria-label={t("captcha.label")} aria-describedby={error ? `${idPrefix}captcha-error` : undefined}>
      {ready ? (
        <altcha-widget challenge={CAPTCHA_CHALLENGE_PATH} name="captcha" language={language} />
      ) : (
        <div className="h-16 rounded-lg border border-dashed border-sand-300" aria-hidden="true" />
      )}
      <noscript>
        <p className="text-sm text-accent-800">{noscript ?? t("captcha.noscript")}</p>
      </noscript>
      <FieldError id={`${idPrefix}captcha-error`} error={error} />
    </div>
  );
}
