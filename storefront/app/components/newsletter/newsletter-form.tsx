import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { CaptchaField } from "~/components/account/captcha-field";
import { INPUT_CLASS } from "~/components/account/form-controls";
import { minutesToWait } from "~/lib/account/api-errors";
import { NEWSLETTER_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import type { NewsletterMessage, NewsletterResult } from "~/lib/newsletter/schema";

export const NEWSLETTER_ACTION = "/newsletter";

type Place = "home" | "footer" | "page";

/**
 * The subscribe form of the home page, the footer and /newsletter. It posts to /newsletter: with
 * JavaScript through a fetcher (the page stays put), without it as a plain form whose answer is
 * the /newsletter page. A refusal keeps the typed address.
 */
export function NewsletterForm({ place, result }: { place: Place; result?: NewsletterResult }) {
  const { t } = useTranslation("newsletter");
  const fetcher = useFetcher<NewsletterResult>({ key: `newsletter-${place}` });
  const answer = fetcher.data ?? result;
  // The captcha's code loads only once someone starts to subscribe (the footer is on every page).
  const [captchaWanted, setCaptchaWanted] = useState(place === "page");
  const prefix = `newsletter-${place}-`;
  const failure = answer && "failure" in answer ? answer.failure : undefined;
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/newsletter/schema").then((m) => m.NewsletterSchema), NEWSLETTER_FORM, failure);
  const busy = fetcher.state === "submitting";
  const message = (key: NewsletterMessage) =>
    key === "tooManyAttempts" ? t("messages.tooManyAttempts", { count: minutesToWait(failure?.retryAfter) }) : t(`messages.${key}`);

  if (answer && "sent" in answer) {
    return (
      <p role="status" className="rounded-lg border border-sand-300 bg-white px-4 py-3 text-sm text-ink-900">
        {t("messages.sent", { email: answer.sent })}
      </p>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        setCaptchaWanted(true);
        onFocus();
      }}
      data-checked={checkReady || undefined}
      className="flex flex-col gap-3"
      aria-label={t("heading")}
    >
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-accent-800">
          {message(errors.form)}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}email`} className="text-sm font-medium text-ink-900">
          {t("email")}
        </label>
        <input
          id={`${prefix}email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${prefix}email-error` : undefined}
          className={INPUT_CLASS}
        />
        {errors.email ? (
          <p id={`${prefix}email-error`} className="text-sm font-medium text-accent-800">
            {message(errors.email)}
          </p>
        ) : null}
      </div>
      {captchaWanted ? (
        <CaptchaField namespace="newsletter" idPrefix={prefix} />
      ) : (
        <noscript>
          <p className="text-sm text-accent-800">{t("captcha.noscript")}</p>
        </noscript>
      )}
      {errors.captcha ? (
        <p id={`${prefix}captcha-error`} className="text-sm font-medium text-accent-800">
          {message(errors.captcha)}
        </p>
      ) : null}
      <button type="submit" className="button-primary self-start disabled:opacity-60" disabled={busy} aria-busy={busy || undefined}>
        {t("submit")}
      </button>
      <p className="text-xs text-ink-500">{t("note")}</p>
    </fetcher.Form>
  );
}
