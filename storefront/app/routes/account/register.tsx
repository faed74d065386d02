import { Trans, useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { CaptchaField } from "~/components/account/captcha-field";
import { FieldError, FormAlert, FormSuccess, SubmitButton, TextField, useAccountMessage } from "~/components/account/form-controls";
import { apiFailure, invalid } from "~/lib/account/api-failure.server";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { parseSubmission, type FormFailure } from "~/lib/forms/submission";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { DEFAULT_SIGNED_IN_PATH } from "~/lib/account/return-url";
import { RegisterSchema, type AccountMessage } from "~/lib/account/schemas";
import { getCustomerToken } from "~/lib/account/session.server";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { registerCustomer } from "~/lib/medusa/account.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/register";

export const handle: I18nHandle = { i18n: ["account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getCustomerToken(request)) throw redirect(DEFAULT_SIGNED_IN_PATH);
  return { title: getInstance(context).getFixedT(null, "account")("titles.register") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(RegisterSchema, formData, ACCOUNT_FORM);
  if (!submission.ok) return invalid(submission);
  const { confirm_password: _confirm, terms: _terms, ...registration } = submission.data;
  try {
    await registerCustomer(request, registration, getLanguage(context));
  } catch (error) {
    return apiFailure(error, formData);
  }
  return data({ createdFor: registration.email });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure<AccountMessage>) : undefined;
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.RegisterSchema), ACCOUNT_FORM, failure);
  const busy = useNavigation().state === "submitting";

  if (actionData && "createdFor" in actionData) {
    return (
      <AuthCard heading={loaderData.title}>
        <FormSuccess>{message("accountCreated", { email: actionData.createdFor })}</FormSuccess>
        <p className="mt-6 text-sm">
          <Link to="/login" className="font-semibold text-accent-800 underline">
            {t("register.loginLink")}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t("register.heading")} intro={t("register.intro")}>
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
        {errors.form ? <FormAlert>{message(errors.form)}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="first_name" autoComplete="given-name" label={t("fields.firstName")} defaultValue={values.first_name} error={errors.first_name} required />
          <TextField name="last_name" autoComplete="family-name" label={t("fields.lastName")} defaultValue={values.last_name} error={errors.last_name} required />
        </div>
        <TextField name="email" type="email" autoComplete="email" label={t("fields.email")} defaultValue={values.email} error={errors.email} required />
        <TextField name="phone" type="tel" autoComplete="tel" inputMode="tel" label={t("fields.phone")} hint={t("fields.phoneHint")} defaultValue={values.phone} error={errors.phone} required />
        <TextField name="password" type="password" autoComplete="new-password" label={t("fields.password")} hint={t("fields.passwordHint")} error={errors.password} required />
        <TextField name="confirm_password" type="password" autoComplete="new-password" label={t("fields.confirmPassword")} error={errors.confirm_password} required />
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm text-ink-900">
            <input
              type="checkbox"
              name="terms"
              defaultChecked={values.terms === "on"}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? "terms-error" : undefined}
              className="mt-1"
            />
            <span>
              <Trans
                t={t}
                i18nKey="fields.terms"
                components={{
                  termsLink: <Link to="/terms-of-use" className="text-accent-800 underline" />,
                  privacyLink: <Link to="/privacy-policy" className="text-accent-800 underline" />,
                }}
              />
            </span>
          </label>
          <FieldError id="terms-error" error={errors.terms} />
        </div>
        <CaptchaField error={errors.captcha} />
        <SubmitButton busy={busy}>{t("register.submit")}</SubmitButton>
        <p className="text-sm text-ink-700">
          {t("register.haveAccount")}{" "}
          <Link to="/login" className="font-semibold text-accent-800 underline">
            {t("register.loginLink")}
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
