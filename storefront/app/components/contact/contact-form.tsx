import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { CaptchaField } from "~/components/account/captcha-field";
import {
  FieldError,
  FormAlert,
  FormSuccess,
  INPUT_CLASS,
  SubmitButton,
  TextField,
  useAccountMessage,
} from "~/components/account/form-controls";
import { minutesToWait } from "~/lib/account/api-errors";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import type { FormFailure } from "~/lib/forms/submission";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import type { AccountMessage } from "~/lib/account/schemas";
import { CONTACT_KINDS, CONTACT_LIMITS } from "@dreamshade/contracts";

/** A labelled control (select, textarea) with its error tied to it, like TextField. */
function Field({ id, label, error, hint, children }: { id: string; label: string; error?: AccountMessage; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const describedBy = (id: string, error?: AccountMessage, hint?: boolean) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

/**
 * The contact form: posts to the page's own action, so it works without JavaScript; with it, the
 * same schema answers at once. A refused submission comes back with what was typed.
 */
export function ContactForm({ failure, sent }: { failure?: FormFailure<AccountMessage>; sent: boolean }) {
  const { t } = useTranslation("contact");
  const message = useAccountMessage();
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/contact/contact-schema").then((m) => m.ContactSchema), ACCOUNT_FORM, failure);
  const busy = useNavigation().state === "submitting";
  const missingRequired = Object.values(errors).includes("required");

  return (
    <section aria-labelledby="contact-form-heading" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
      <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="contact-form-heading" className="font-display text-2xl text-ink-900 sm:text-3xl">
          {t("form.heading")}
        </h2>
        <p className="mt-2 text-ink-700">{t("form.intro")}</p>
        <div className="mt-6 flex flex-col gap-4">
          {sent ? <FormSuccess>{t("messages.sent")}</FormSuccess> : null}
          {errors.form ? (
            <FormAlert>{message(errors.form, { count: minutesToWait(failure?.retryAfter) })}</FormAlert>
          ) : missingRequired ? (
            <FormAlert>{t("messages.fillRequired")}</FormAlert>
          ) : null}
          <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
            <Field id="kind" label={t("form.kind")} error={errors.kind}>
              <select
                id="kind"
                name="kind"
                required
                defaultValue={values.kind ?? ""}
                aria-invalid={errors.kind ? true : undefined}
                aria-describedby={describedBy("kind", errors.kind)}
                className={INPUT_CLASS}
              >
                <option value="" disabled>
                  {t("form.chooseKind")}
                </option>
                {CONTACT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`form.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="name" label={t("form.name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} defaultValue={values.name} error={errors.name} required />
              <TextField name="email" type="email" label={t("form.email")} autoComplete="email" maxLength={CONTACT_LIMITS.email} defaultValue={values.email} error={errors.email} required />
            </div>
            <TextField name="phone" type="tel" label={t("form.phone")} hint={t("form.phoneHint")} autoComplete="tel" maxLength={20} defaultValue={values.phone} error={errors.phone} />
            <TextField name="subject" label={t("form.subject")} maxLength={CONTACT_LIMITS.subject} defaultValue={values.subject} error={errors.subject} required />
            <Field id="message" label={t("form.message")} error={errors.message} hint={t("form.messageHint", { max: CONTACT_LIMITS.message })}>
              <textarea
                id="message"
                name="message"
                rows={7}
                required
                maxLength={CONTACT_LIMITS.message}
                defaultValue={values.message}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy("message", errors.message, true)}
                className={INPUT_CLASS}
              />
            </Field>
            <CaptchaField error={errors.captcha} noscript={t("form.noscript")} />
            <div>
              <SubmitButton busy={busy}>{t("form.submit")}</SubmitButton>
            </div>
          </Form>
        </div>
      </div>
    </section>
  );
}
